import { formatCount, type PluralForms, plural } from './plural';

const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export type MessageParams = Record<string, string | number>;

/** A feature's texts: English decides the keys, Russian must cover every one of them. */
export type Messages<Keys extends string> = { en: Record<Keys, string>; ru: Record<Keys, string> };

export function defineMessages<const Keys extends string>(messages: Messages<Keys>): Messages<Keys> {
  return messages;
}

const PLURAL = /\{(\w+), plural,((?:\s*[a-z]+ \{[^{}]*\})+)\s*\}/g;
const PLURAL_OPTION = /([a-z]+) \{([^{}]*)\}/g;
const NUMBER = /\{(\w+), number\}/g;

/**
 * Fills a message's placeholders: `{name}` with the value as given, `{count, number}` with the number as the
 * locale writes it (12,000 / 12 000), and `{count, plural, one {# lead} few {# лида} many {# лидов} other {…}}`
 * with the locale's plural form (`#` is the formatted number). A plural message lists the forms its language
 * needs; `other` is the fallback.
 */
export function interpolate(template: string, params?: MessageParams, locale: Locale = 'en'): string {
  if (!params) return template;
  const numberOf = (key: string): number | null => {
    const value = params[key];
    return typeof value === 'number' ? value : null;
  };
  return template
    .replace(PLURAL, (match, key: string, options: string) => {
      const count = numberOf(key);
      if (count === null) return match;
      const forms: PluralForms = { other: '#' };
      for (const [, category, text] of options.matchAll(PLURAL_OPTION)) {
        forms[category as Intl.LDMLPluralRule] = text ?? '';
      }
      return plural(locale, count, forms, '#');
    })
    .replace(NUMBER, (match, key: string) => {
      const count = numberOf(key);
      return count === null ? match : formatCount(count, locale);
    })
    .replace(/\{(\w+)\}/g, (match, key: string) => {
      const value = params[key];
      return value === undefined ? match : String(value);
    });
}
