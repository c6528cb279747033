/**
 * Normal forms shared by the index and the query, so that what is typed and what is stored meet: case and ё/е
 * ignored, phones reduced to digits with the Russian trunk prefix (+7 or 8) made interchangeable.
 */

/** Lower case, ё read as е, runs of space folded: one form for Cyrillic and Latin text alike. */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** Words of a text in normal form: letters and digits, split on anything else (spaces, hyphens, dots). */
export function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The ten national digits of a Russian number written with +7, 7 or 8 in front (or without), else the digits as
 * they are. Stored phones are in this form, so "89161234567" and "+7 (916) 123-45-67" meet.
 */
export function nationalDigits(digits: string): string {
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return digits.slice(1);
  return digits;
}

/**
 * What a phone is searched in: the national digits behind both trunk prefixes, so any run of digits typed with
 * or without "7"/"8" in front finds it ("916 123", "8916", "+7 916"). The space keeps runs from joining.
 */
export function phoneHaystack(phone: string | null): string {
  if (phone === null) return '';
  const digits = digitsOf(phone);
  if (digits === '') return '';
  const national = nationalDigits(digits);
  return national.length === 10 ? `7${national} 8${national}` : digits;
}

/** A typed run of digits in the form it is looked for: an 11-digit number with its prefix becomes national. */
export function phoneNeedle(digits: string): string {
  return nationalDigits(digits);
}
