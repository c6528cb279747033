// Phones are stored as digits only (79161234567): the list shows them as JSON numbers, and duplicate
// detection must not depend on how a person typed the brackets and dashes.
export function normalizePhone(value: unknown): string | null {
  if (typeof value === 'number') return normalizePhone(String(value));
  if (typeof value !== 'string' || !/^[\d\s()+\-.]+$/.test(value)) return null;
  let digits = value.replace(/\D/g, '');
  // A Russian number typed as 8 9xx... or as ten digits is the same number as +7 9xx...
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length === 10) digits = `7${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

/** Digit string of a registration number given as text or as a non-negative integer, else null. */
export function digitsOf(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  return typeof value === 'string' && /^\d+$/.test(value) ? value : null;
}
