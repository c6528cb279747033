import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isValidPhone,
  normalizePhone,
  phoneHref,
  phoneToWire,
  storedE164Number,
  storedToE164,
} from './phones';

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

describe('storedE164Number', () => {
  // Pieces a stored phone is made of, odd ones included: every blank trim and \s know, dashes, a '+' out of place.
  const PIECES = [
    ...'0123456789'.split(''),
    ...'0123456789'.split(''),
    '+',
    ' ',
    '(',
    ')',
    '.',
    '-',
    '\t',
    '\n',
    '\u000b',
    '\u00a0',
    '\u1680',
    '\u2007',
    '\u200a',
    '\u200b',
    '\u2010',
    '\u2015',
    '\u2016',
    '\u2028',
    '\u202f',
    '\u205f',
    '\u3000',
    '\ufeff',
    '\u180e',
    '\u0660',
    'x',
    '/',
  ];
  const PREFIXES = ['', '+', '+7', '8', '7', '89', '80', '9', '3', '0', '+0', ' +', '+ 7', '1', '5'];

  it('gives the digits of storedToE164 as a number, for every spelling tried', () => {
    let state = 7;
    const next = (count: number) => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return (state >>> 8) % count;
    };
    let keyed = 0;
    for (let index = 0; index < 60_000; index += 1) {
      let text = PREFIXES[next(PREFIXES.length)] ?? '';
      const length = next(18);
      // Mostly digits, so that many spellings are numbers, and a blank now and then at either end.
      for (let at = 0; at < length; at += 1)
        text += next(3) === 0 ? (PIECES[next(PIECES.length)] ?? '') : String(next(10));
      if (next(8) === 0) text = ` ${text}\u00a0`;
      const e164 = storedToE164(text);
      if (e164 !== null) keyed += 1;
      expect([text, storedE164Number(text)]).toEqual([text, e164 === null ? null : Number(e164.slice(1))]);
    }
    // The spellings tried reach both answers often.
    expect(keyed).toBeGreaterThan(10_000);
  });

  it.each([
    ['+7 (916) 123-45-67', 79161234567],
    ['89161234567', 79161234567],
    ['9161234567', 79161234567],
    ['8916123456', 8916123456],
    ['+', null],
    ['', null],
    ['+7 916', null],
    ['+712345678', 712345678],
    ['0123456789', null],
    ['1234567890123456', null],
  ])('reads %j as %j', (text, number) => {
    expect(storedE164Number(text)).toBe(number);
  });
});
