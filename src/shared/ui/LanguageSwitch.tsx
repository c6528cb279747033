import { useId } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import type { Locale } from '@/shared/i18n/locale';
import { uiMessages } from './messages';

export const LANGUAGES: readonly { value: Locale; short: string; name: string }[] = [
  { value: 'en', short: 'EN', name: 'English' },
  { value: 'ru', short: 'RU', name: 'Русский' },
];

/** EN | RU as two radios (styled in firstScreen.css); the choice is remembered by the i18n provider. */
export function LanguageSwitch() {
  const t = useMessages(uiMessages);
  const { locale, setLocale } = useLocale();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('language')} className="language-switch">
      {LANGUAGES.map((language) => (
        <label key={language.value} className="language-option" title={language.name}>
          <input
            type="radio"
            name={name}
            value={language.value}
            checked={locale === language.value}
            onChange={() => setLocale(language.value)}
          />
          <span lang={language.value}>{language.short}</span>
        </label>
      ))}
    </div>
  );
}
