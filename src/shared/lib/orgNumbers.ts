/**
 * Checks of Russian registration numbers: INN (taxpayer number), KPP (registration reason code) and OGRN/OGRNIP
 * (state registration number). They are identifiers, not quantities: kept as digit strings, since they may start
 * with 0 (an INN of region 01 does) and a number would silently drop it.
 *
 * Each check returns the first problem found, or null when the value is well formed; an empty value is a
 * 'length' problem, and whether the field is required at all is the form's business.
 */

export type InnProblem = 'notDigits' | 'length' | 'checksum';
export type KppProblem = 'length' | 'format';
export type OgrnProblem = 'notDigits' | 'length' | 'checksum';

const DIGITS = /^\d*$/;

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN_12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN_12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

function innCheckDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

/** 10 digits for a legal entity, 12 for an individual (including individual entrepreneurs). */
export function checkInn(value: string): InnProblem | null {
  if (!DIGITS.test(value)) {
    return 'notDigits';
  }
  const digits = Array.from(value, Number);
  if (digits.length === 10) {
    return innCheckDigit(digits, INN_10_WEIGHTS) === digits[9] ? null : 'checksum';
  }
  if (digits.length === 12) {
    const valid =
      innCheckDigit(digits, INN_12_WEIGHTS_11) === digits[10] &&
      innCheckDigit(digits, INN_12_WEIGHTS_12) === digits[11];
    return valid ? null : 'checksum';
  }
  return 'length';
}

// NNNN tax office, PP reason (digits or capital Latin letters since 2013), XXX sequence number.
const KPP_FORMAT = /^\d{4}[\dA-Z]{2}\d{3}$/;

/** KPP has no check digit, so only its shape can be checked. Lower-case letters are a 'format' problem. */
export function checkKpp(value: string): KppProblem | null {
  if (value.length !== 9) {
    return 'length';
  }
  return KPP_FORMAT.test(value) ? null : 'format';
}

/** 13 digits (OGRN, legal entity) or 15 (OGRNIP, individual entrepreneur). */
export function checkOgrn(value: string): OgrnProblem | null {
  if (!DIGITS.test(value)) {
    return 'notDigits';
  }
  if (value.length !== 13 && value.length !== 15) {
    return 'length';
  }
  // BigInt keeps the remainder exact for any length without reasoning about double precision.
  const body = BigInt(value.slice(0, -1));
  const modulus = value.length === 13 ? 11n : 13n;
  const expected = (body % modulus) % 10n;
  return expected === BigInt(value.slice(-1)) ? null : 'checksum';
}
