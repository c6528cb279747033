import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone, phoneHref, phoneToWire } from './phones';

describe('normalizePhone', () => {
  it.each([
    ['+7 (916) 123-45-67', '+79161234567'],
    ['+7(916)123-45-67', '+79161234567'],
    ['+79161234567', '+79161234567'],
    ['+7 916 123 45 67', '+79161234567'],
    ['8 916 123 45 67', '+79161234567'],
    ['8 (916) 123-45-67', '+79161234567'],
    ['8-916-123-45-67', '+79161234567'],
    ['89161234567', '+79161234567'],
    ['79161234567', '+79161234567'],
    ['7 916 1234567', '+79161234567'],
    ['9161234567', '+79161234567'],
    ['916 123 45 67', '+79161234567'],
    ['(916) 123.45.67', '+79161234567'],
    ['  +7 916 123-45-67  ', '+79161234567'],
    ['+7\u00a0916\u00a0123\u201145\u201167', '+79161234567'],
    ['+7 916 123–45–67', '+79161234567'],
    ['8 (495) 123-45-67', '+74951234567'],
    ['4951234567', '+74951234567'],
    ['8 800 555-35-35', '+78005553535'],
    ['+7 727 123 45 67', '+77271234567'],
  ])('reads Russian %j as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['+49 30 1234567', '+49301234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+380 (50) 123-45-67', '+380501234567'],
    ['+1 (212) 555-0123', '+12125550123'],
    ['+12345678', '+12345678'],
    ['+123456789012345', '+123456789012345'],
  ])('keeps international %j as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '+',
    'phone',
    'нет',
    '8 916 CALL-ME',
    '+7 916 123-45-6',
    '+7 916 123-45-678',
    '8 916 123-45-6',
    '7 916 123-45-6',
    '5161234567',
    '916 123 45 6',
    '0161234567',
    '2161234567',
    '69161234567',
    '380501234567',
    '+1234567',
    '+1234567890123456',
    '+0 123 456 789',
    '7+9161234567',
    '++79161234567',
    '+7 916 123-45-67 доб. 12',
    '+7 916 123-45-67, +7 916 765-43-21',
    '+7/916/1234567',
  ])('gives null for %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('isValidPhone', () => {
  it('agrees with normalizePhone', () => {
    expect(isValidPhone('8 916 123 45 67')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('8 916 123 45')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('phoneToWire', () => {
  it('sends + and digits', () => {
    expect(phoneToWire('8 (916) 123-45-67')).toBe('+79161234567');
    expect(phoneToWire('+7 900 000-00-00')).toBe('+79000000000');
    expect(phoneToWire('+49 30 1234567')).toBe('+49301234567');
  });

  it('throws on input that is not a phone number', () => {
    expect(() => phoneToWire('12-34')).toThrow(RangeError);
  });
});

describe('formatPhone', () => {
  it.each<[string | number, string]>([
    ['+79161234567', '+7 916 123-45-67'],
    ['8 (916) 123 45 67', '+7 916 123-45-67'],
    ['9161234567', '+7 916 123-45-67'],
    [79161234567, '+7 916 123-45-67'],
    [89161234567, '+7 916 123-45-67'],
    [74951234567, '+7 495 123-45-67'],
    ['+49 30 1234567', '+49301234567'],
    [380501234567, '+380501234567'],
    ['380501234567', '+380501234567'],
  ])('shows %j as %j', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });

  it('shows what is not a phone number as it came', () => {
    expect(formatPhone('call the office')).toBe('call the office');
    expect(formatPhone(' 12-34 ')).toBe('12-34');
    expect(formatPhone(0)).toBe('0');
    expect(formatPhone('')).toBe('');
  });
});

describe('phoneHref', () => {
  it('links + and digits', () => {
    expect(phoneHref('+7 (916) 123-45-67')).toBe('tel:+79161234567');
    expect(phoneHref(79161234567)).toBe('tel:+79161234567');
    expect(phoneHref('8 916 123 45 67')).toBe('tel:+79161234567');
    expect(phoneHref(442079460958)).toBe('tel:+442079460958');
  });

  it('gives an empty string when there is nothing to dial', () => {
    expect(phoneHref('n/a')).toBe('');
    expect(phoneHref(123)).toBe('');
    expect(phoneHref(Number.NaN)).toBe('');
    expect(phoneHref(-79161234567)).toBe('');
  });
});
