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

/** Fills `{name}` placeholders. Counts are phrased as "Leads: {count}", which needs no plural forms. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = params[key];
    return value === undefined ? match : String(value);
  });
}
