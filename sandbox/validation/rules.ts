import { digitsOf, normalizePhone } from '../phone.ts';
import { displayAttribute } from './messages.ts';
import { isEmpty, isNumeric, toInteger, valueAt } from './values.ts';

export interface Rule {
  /** Implicit rules run on empty values too; every other rule is skipped then, as with Laravel's `nullable`. */
  implicit?: boolean;
  passes(value: unknown, data: Record<string, unknown>): boolean;
  message(attribute: string): string;
}

export const required = (): Rule => ({
  implicit: true,
  passes: (value) => !isEmpty(value),
  message: (attribute) => `The ${attribute} field is required.`,
});

export const requiredWithout = (other: string): Rule => ({
  implicit: true,
  passes: (value, data) => !isEmpty(value) || !isEmpty(valueAt(data, other)),
  message: (attribute) =>
    `The ${attribute} field is required when ${displayAttribute(other)} is not present.`,
});

export const string = (): Rule => ({
  passes: (value) => typeof value === 'string',
  message: (attribute) => `The ${attribute} field must be a string.`,
});

export const integer = (): Rule => ({
  passes: (value) => toInteger(value) !== null,
  message: (attribute) => `The ${attribute} field must be an integer.`,
});

export const array = (): Rule => ({
  passes: (value) => typeof value === 'object' && value !== null,
  message: (attribute) => `The ${attribute} field must be an array.`,
});

export const maxLength = (max: number): Rule => ({
  passes: (value) => typeof value !== 'string' || [...value].length <= max,
  message: (attribute) => `The ${attribute} field must not be greater than ${max} characters.`,
});

// Only numeric values are compared: Laravel measures anything else by length, which the integer rule
// already rejects.
export const minValue = (min: number): Rule => ({
  passes: (value) => !isNumeric(value) || Number(value) >= min,
  message: (attribute) => `The ${attribute} field must be at least ${min}.`,
});

export const maxValue = (max: number): Rule => ({
  passes: (value) => !isNumeric(value) || Number(value) <= max,
  message: (attribute) => `The ${attribute} field must not be greater than ${max}.`,
});

// Laravel's RFC check accepts almost anything shaped local@domain; so does this.
export const email = (): Rule => ({
  passes: (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value),
  message: (attribute) => `The ${attribute} field must be a valid email address.`,
});

export const exists = (lookup: (id: number) => boolean): Rule => ({
  passes: (value) => {
    const id = toInteger(value);
    return id !== null && lookup(id);
  },
  message: (attribute) => `The selected ${attribute} is invalid.`,
});

export const phone = (): Rule => ({
  passes: (value) => normalizePhone(value) !== null,
  message: (attribute) => `The ${attribute} field format is invalid.`,
});

export function parseIsoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

export const date = (): Rule => ({
  passes: (value) => parseIsoDate(value) !== null,
  message: (attribute) => `The ${attribute} field must be a valid date.`,
});

function localToday(now: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// "Today" is the server's local date, as Laravel uses the application's timezone.
export const beforeOrEqualToday = (now: () => Date = () => new Date()): Rule => ({
  passes: (value) => {
    const iso = parseIsoDate(value);
    return iso !== null && iso <= localToday(now());
  },
  message: (attribute) => `The ${attribute} field must be a date before or equal to today.`,
});

/** Registration numbers: digits only, one of the given lengths; integers are accepted as their digits. */
export const digitsOfLength = (lengths: readonly number[]): Rule => ({
  passes: (value) => {
    const digits = digitsOf(value);
    return digits !== null && lengths.includes(digits.length);
  },
  message: (attribute) => `The ${attribute} field must be ${lengths.join(' or ')} digits.`,
});
