import type { Locale } from '@/shared/i18n/locale';

const UNITS: Record<Locale, { minutes: string; hours: string; days: string }> = {
  en: { minutes: 'min', hours: 'h', days: 'd' },
  ru: { minutes: 'мин', hours: 'ч', days: 'д' },
};

/**
 * How long a lead has waited, short enough for a table cell: "12 min", "2 h 05 min", "3 d" ("12 мин", "2 ч 05 мин",
 * "3 д"). Abbreviated units take no plural forms, so every count reads right. Under a minute reads "0 min".
 */
export function formatWaiting(seconds: number, locale: Locale): string {
  const units = UNITS[locale];
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 60) return `${minutes} ${units.minutes}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${units.hours} ${String(minutes % 60).padStart(2, '0')} ${units.minutes}`;
  return `${Math.floor(hours / 24)} ${units.days}`;
}

export type WaitLevel = 'onTime' | 'late' | 'overdue';

/** Against the account's response targets (minutes): within the first, past it, past the second. */
export function waitLevel(seconds: number, targetsMinutes: readonly [number, number]): WaitLevel {
  const [soft, hard] = targetsMinutes;
  if (seconds >= hard * 60) return 'overdue';
  if (seconds >= soft * 60) return 'late';
  return 'onTime';
}
