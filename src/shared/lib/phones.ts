/**
 * Phone numbers. Russian numbers (+7 and ten national digits) are the common case and are recognised in the ways
 * people write them; other countries are accepted only in international form, with a leading '+', because without
 * it their digits cannot be told apart from a mistyped Russian number.
 *
 * The API returns `phone` as a number in list and read (so '+' is lost) and as a string elsewhere; display
 * helpers take both.
 */

// Separators people type or paste, including non-breaking spaces and the dashes word processors produce.
const ALLOWED = /^\+?[\d\s().\u2010-\u2015-]+$/;

// E.164 allows up to 15 digits; below 8 no country has subscriber numbers worth calling.
const MIN_INTERNATIONAL_DIGITS = 8;
const MAX_INTERNATIONAL_DIGITS = 15;

/**
 * '+7XXXXXXXXXX' for a Russian number written as '+7 (916) 123-45-67', '8 916 123 45 67', '79161234567' or
 * '9161234567'; '+' and digits for another country's number written with '+'; null for anything else.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!ALLOWED.test(trimmed)) {
    return null;
  }
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (digits.startsWith('7')) {
      // +7 is a closed numbering plan: always ten digits after the country code.
      return digits.length === 11 ? `+${digits}` : null;
    }
    const internationalLength =
      digits.length >= MIN_INTERNATIONAL_DIGITS && digits.length <= MAX_INTERNATIONAL_DIGITS;
    // Country codes never start with 0.
    return internationalLength && !digits.startsWith('0') ? `+${digits}` : null;
  }
  if (digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7'))) {
    return `+7${digits.slice(1)}`;
  }
  // Russian area and mobile codes start with 3, 4, 8 or 9. No code starts with 89, so '89…' in ten digits is
  // a mobile number written with the trunk 8 and a digit missing, not a number to call.
  if (digits.length === 10 && /^(?:[349]|8[0-8])/.test(digits)) {
    return `+7${digits}`;
  }
  return null;
}

export function isValidPhone(input: string): boolean {
  return normalizePhone(input) !== null;
}

/**
 * What the API gets: '+' and digits. Call it on input that passed isValidPhone (the form validates first);
 * anything else throws, because sending a half-guessed number would be worse than failing loudly.
 */
export function phoneToWire(input: string): string {
  const normalized = normalizePhone(input);
  if (normalized === null) {
    throw new RangeError(`Not a phone number: ${JSON.stringify(input)}`);
  }
  return normalized;
}

/**
 * '+' and digits for a stored value, or null. Numbers from the API have lost their '+', so any 8–15 digits
 * count as international here, unlike in normalizePhone, which reads what a person typed.
 */
export function storedToE164(value: string | number): string | null {
  const text = typeof value === 'number' ? numberToDigits(value) : value;
  const normalized = normalizePhone(text);
  if (normalized !== null) {
    return normalized;
  }
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (
    ALLOWED.test(trimmed) &&
    digits.length >= MIN_INTERNATIONAL_DIGITS &&
    digits.length <= MAX_INTERNATIONAL_DIGITS &&
    !digits.startsWith('0')
  ) {
    return `+${digits}`;
  }
  return null;
}

function numberToDigits(value: number): string {
  return Number.isSafeInteger(value) && value > 0 ? String(value) : '';
}

/**
 * '+7 916 123-45-67' for a Russian number, '+' and digits for another; a value that is no phone number is shown
 * as it came, so nothing the CRM holds is hidden from the user.
 */
export function formatPhone(value: string | number): string {
  const e164 = storedToE164(value);
  if (e164 === null) {
    return String(value).trim();
  }
  const russian = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  if (russian) {
    const [, code, first, second, third] = russian;
    return `+7 ${code} ${first}-${second}-${third}`;
  }
  return e164;
}

/** 'tel:+79161234567'; '' when the value is not a phone number, meaning: render no link. */
export function phoneHref(value: string | number): string {
  const e164 = storedToE164(value);
  return e164 === null ? '' : `tel:${e164}`;
}
