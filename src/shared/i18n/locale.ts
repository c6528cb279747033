export const LOCALES = ['en', 'ru'] as const;
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

/** `{name}` placeholders; Russian plural forms use `{count, one|few|many}` via `plural()`. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = params[key];
    return value === undefined ? match : String(value);
  });
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** Picks the plural form for a count: forms by Intl category (`one`, `few`, `many`, `other`). */
export function plural(
  locale: Locale,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>>,
): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const form = forms[rules.select(count)] ?? forms.other ?? '';
  return interpolate(form, { count });
}
