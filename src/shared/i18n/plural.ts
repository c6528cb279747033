import type { Locale } from './locale';

/** A message per plural category; `other` is the fallback. `{count}` is replaced with the formatted number. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rulesCache = new Map<Locale, Intl.PluralRules>();
const numberCache = new Map<Locale, Intl.NumberFormat>();

function rulesFor(locale: Locale): Intl.PluralRules {
  let rules = rulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesCache.set(locale, rules);
  }
  return rules;
}

/** A whole number as the locale writes it: 12,000 in English, 12 000 in Russian. */
export function formatCount(value: number, locale: Locale): string {
  let format = numberCache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberCache.set(locale, format);
  }
  return format.format(value);
}

/** "1 лид", "3 лида", "5 лидов": the form the locale's plural rules pick for `count`. */
export function plural(locale: Locale, count: number, forms: PluralForms, placeholder = '{count}'): string {
  const template = forms[rulesFor(locale).select(count)] ?? forms.other;
  return template.replaceAll(placeholder, formatCount(count, locale));
}
