/** A lead's age as a person says it ("3 days", "5 hours"), in the locale's words. */
export function leadAge(createdSeconds: number, nowMs: number, locale: string): string {
  const hours = Math.max(0, Math.floor((nowMs / 1000 - createdSeconds) / 3600));
  const [value, unit] = hours < 24 ? [hours, 'hour'] : [Math.floor(hours / 24), 'day'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
