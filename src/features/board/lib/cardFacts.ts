const formatters = new Map<string, Intl.NumberFormat>();

/** Building a formatter costs far more than using it, and a board draws dozens of cards per frame while dragging. */
function unitFormatter(locale: string, unit: 'hour' | 'day'): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A lead's age as a person says it ("3 days", "5 hours"), in the locale's words. */
export function leadAge(createdSeconds: number, nowMs: number, locale: string): string {
  const hours = Math.max(0, Math.floor((nowMs / 1000 - createdSeconds) / 3600));
  return hours < 24
    ? unitFormatter(locale, 'hour').format(hours)
    : unitFormatter(locale, 'day').format(Math.floor(hours / 24));
}
