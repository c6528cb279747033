import { SegmentedControl } from '@mantine/core';
import { useLocale, useMessages } from '../i18n/I18nProvider';
import { isLocale, type Locale } from '../i18n/locale';
import { uiMessages } from './messages';

export const LANGUAGES: readonly { value: Locale; short: string; name: string }[] = [
  { value: 'en', short: 'EN', name: 'English' },
  { value: 'ru', short: 'RU', name: 'Русский' },
];

/** EN | RU; the choice is remembered by the i18n provider. */
export function LanguageSwitch() {
  const t = useMessages(uiMessages);
  const { locale, setLocale } = useLocale();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language')}
      value={locale}
      onChange={(value) => isLocale(value) && setLocale(value)}
      data={LANGUAGES.map((language) => ({
        value: language.value,
        label: (
          <span title={language.name} lang={language.value}>
            {language.short}
          </span>
        ),
      }))}
    />
  );
}
