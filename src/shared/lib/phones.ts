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

/** Room for a phone's characters, reused: the longest phone a lead holds in packed form is 126 (packedTexts.ts). */
const scratch = new Uint16Array(256);

/**
 * The digits of `storedToE164(text)` as a number (null where it gives null), read in one pass over the characters
 * without a regular expression: the local copy keys a million phones (E.164 has at most 15 digits, so the number
 * is exact). The same rules as storedToE164 and normalizePhone, checked against them in phones.test.ts.
 */
export function storedE164Number(text: string): number | null {
  const codes = text.length <= scratch.length ? scratch : new Uint16Array(text.length);
  for (let at = 0; at < text.length; at += 1) codes[at] = text.charCodeAt(at);
  return e164NumberOfCodes(codes, text.length);
}

/** storedE164Number over the first `length` UTF-16 code units of `codes`: a phone read from packed bytes. */
export function e164NumberOfCodes(codes: Uint16Array, length: number): number | null {
  let start = 0;
  let end = length;
  while (start < end && isBlank(codes[start] as number)) start += 1;
  while (end > start && isBlank(codes[end - 1] as number)) end -= 1;
  const plus = start < end && codes[start] === PLUS;
  let count = 0;
  let value = 0;
  let first = -1;
  let second = -1;
  for (let at = plus ? start + 1 : start; at < end; at += 1) {
    const code = codes[at] as number;
    if (code >= ZERO && code <= ZERO + 9) {
      const digit = code - ZERO;
      if (count === 0) first = digit;
      else if (count === 1) second = digit;
      count += 1;
      if (count <= MAX_INTERNATIONAL_DIGITS) value = value * 10 + digit;
    } else if (!isSeparator(code)) return null;
  }
  if (!plus) {
    // normalizePhone's Russian forms: 8 or 7 and ten digits; ten digits behind an area or mobile code.
    if (count === 11 && (first === 8 || first === 7)) return RUSSIA + (value - first * 10 ** 10);
    if (count === 10 && (first === 3 || first === 4 || first === 9 || (first === 8 && second <= 8)))
      return RUSSIA + value;
  }
  return count >= MIN_INTERNATIONAL_DIGITS && count <= MAX_INTERNATIONAL_DIGITS && first !== 0 ? value : null;
}

const PLUS = 0x2b;
const ZERO = 0x30;
/** +7 followed by ten digits, as a number: 7 × 10¹⁰. */
const RUSSIA = 7 * 10 ** 10;

/** What String.prototype.trim removes and `\s` matches: Unicode white space and line terminators. */
export function isBlank(code: number): boolean {
  if (code <= 0xa0) return (code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0xa0;
  return (
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** ALLOWED's characters other than digits and the leading '+'. */
function isSeparator(code: number): boolean {
  return (
    isBlank(code) ||
    code === 0x28 ||
    code === 0x29 ||
    code === 0x2e ||
    code === 0x2d ||
    (code >= 0x2010 && code <= 0x2015)
  );
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
