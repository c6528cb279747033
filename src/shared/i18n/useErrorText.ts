import { useCallback } from 'react';
import { errorText, type ValidationTranslator } from './errorText';
import { useLocale } from './I18nProvider';

/** `errorText` in the current language; forms pass `translateValidationMessage` for the server's 422 texts. */
export function useErrorText(translateValidation?: ValidationTranslator): (error: unknown) => string {
  const { locale } = useLocale();
  return useCallback(
    (error: unknown) => errorText(error, locale, translateValidation),
    [locale, translateValidation],
  );
}
