import { useCallback } from 'react';
import { errorText } from './errorText';
import { useLocale } from './I18nProvider';

/** `errorText` in the current language. */
export function useErrorText(): (error: unknown) => string {
  const { locale } = useLocale();
  return useCallback((error: unknown) => errorText(error, locale), [locale]);
}
