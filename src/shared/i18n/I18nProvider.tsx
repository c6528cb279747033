import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readStored, writeStored } from '@/shared/lib/browserStorage';
import { interpolate, isLocale, type Locale, type MessageParams, type Messages } from './locale';

const STORAGE_KEY = 'crm.locale';

interface I18nContextValue {
  locale: Locale;
  setLocale(locale: Locale): void;
  timeZone: string;
}

const I18nContext = createContext<I18nContextValue | null>(null);

function initialLocale(): Locale {
  const stored = readStored(STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const browser = globalThis.navigator?.language?.slice(0, 2);
  return isLocale(browser) ? browser : 'en';
}

export interface I18nProviderProps {
  children: ReactNode;
  /** Fixed locale and zone, for tests; the app uses the stored choice and the browser's zone. */
  locale?: Locale;
  timeZone?: string;
}

export function I18nProvider({ children, locale: fixedLocale, timeZone: fixedTimeZone }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => fixedLocale ?? initialLocale());
  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    writeStored(STORAGE_KEY, next);
  }, []);
  // Screen readers pick their voice, and the browser its hyphenation, from the page's language.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(
    () => ({
      locale,
      setLocale,
      timeZone: fixedTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
    [locale, setLocale, fixedTimeZone],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLocale(): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useLocale must be used inside <I18nProvider>');
  return context;
}

export type Translate<Keys extends string> = (key: Keys, params?: MessageParams) => string;

/** A feature's `t()`: typed by the feature's own message keys. */
export function useMessages<Keys extends string>(messages: Messages<Keys>): Translate<Keys> {
  const { locale } = useLocale();
  return useCallback(
    (key: Keys, params?: MessageParams) =>
      interpolate(messages[locale][key] ?? messages.en[key], params, locale),
    [messages, locale],
  );
}
