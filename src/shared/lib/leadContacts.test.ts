import { describe, expect, it } from 'vitest';
import {
  AS_STRING,
  contactKeys,
  EMAIL_KEY,
  emailContactKey,
  emailContactKeyCodes,
  hasContactKey,
  NO_KEY,
  phoneContactKey,
  phoneContactNumber,
  phoneKeyNumber,
  shareContacts,
} from './leadContacts';

describe('phoneContactKey', () => {
  it.each([
    ['+7 (916) 123-45-67', 'phone:+79161234567'],
    ['8 916 123 45 67', 'phone:+79161234567'],
    ['9161234567', 'phone:+79161234567'],
    // The API's list and read give the phone as a number, without its '+'.
    [79161234567, 'phone:+79161234567'],
    ['79161234567', 'phone:+79161234567'],
    ['+44 20 7946 0958', 'phone:+442079460958'],
    [442079460958, 'phone:+442079460958'],
  ])('reads %j as %s', (phone, key) => {
    expect(phoneContactKey(phone)).toBe(key);
  });

  it.each([null, undefined, '', 'call me', '123', 0])('gives no key for %j', (phone) => {
    expect(phoneContactKey(phone)).toBeNull();
  });
});

describe('emailContactKey', () => {
  it('trims and lower-cases', () => {
    expect(emailContactKey('  Anna@Example.COM ')).toBe('email:anna@example.com');
    expect(emailContactKey('   ')).toBeNull();
    expect(emailContactKey(null)).toBeNull();
  });
});

describe('shareContacts', () => {
  it('matches a typed phone with the stored one, and e-mails whatever their case', () => {
    expect(shareContacts({ phone: '8 (916) 123-45-67' }, { phone: 79161234567 })).toBe(true);
    expect(shareContacts({ email: 'ANNA@example.com' }, { phone: null, email: 'anna@example.com' })).toBe(
      true,
    );
    expect(shareContacts({ phone: '+7 916 123-45-67', email: 'a@x.ru' }, { phone: 79160000000 })).toBe(false);
    expect(shareContacts({ phone: '', email: '' }, { phone: '', email: '' })).toBe(false);
  });

  it('lists both keys, and finds a lead by either', () => {
    const keys = contactKeys({ phone: '+7 916 123-45-67', email: 'Anna@example.com' });
    expect(keys).toEqual(['phone:+79161234567', 'email:anna@example.com']);
    expect(hasContactKey({ phone: 79161234567 }, new Set(keys))).toBe(true);
    expect(hasContactKey({ email: 'boris@example.com' }, new Set(keys))).toBe(false);
  });
});

describe('contact keys read for the local copy', () => {
  it('keys a phone by a number that spells its key back', () => {
    for (const phone of ['+7 (916) 123-45-67', '89161234567', '+44 20 7946 0958', '123', '', 'call me']) {
      const number = phoneContactNumber(phone);
      expect(number === null ? null : `phone:+${number}`).toBe(phoneContactKey(phone));
      if (number !== null) expect(phoneKeyNumber(`phone:+${number}`)).toBe(number);
    }
    for (const key of [
      'phone:+0916',
      'phone:+1e9',
      'phone:+',
      'phone:+ 7916',
      'email:7916',
      'phone:+12345678901234567',
    ])
      expect(phoneKeyNumber(key)).toBeNull();
  });

  it('reads an e-mail key from its code units as emailContactKey does, or says to ask the string', () => {
    const pieces = [
      'a',
      'Z',
      '.',
      '@',
      ' ',
      '\t',
      '\u00a0',
      '\u2028',
      '\ufeff',
      'Ж',
      'ж',
      'Σ',
      'σ',
      'İ',
      'ß',
      'É',
      '𐐀',
      'K',
    ];
    let state = 3;
    const next = (count: number) => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return (state >>> 8) % count;
    };
    let read = 0;
    for (let index = 0; index < 20_000; index += 1) {
      let email = '';
      for (let at = next(10); at > 0; at -= 1) email += pieces[next(pieces.length)] ?? '';
      const units = new Uint16Array(email.length);
      for (let at = 0; at < email.length; at += 1) units[at] = email.charCodeAt(at);
      const length = emailContactKeyCodes(units, email.length);
      const key = emailContactKey(email);
      if (length === AS_STRING) continue;
      read += 1;
      const made = length === NO_KEY ? null : EMAIL_KEY + String.fromCharCode(...units.subarray(0, length));
      expect([email, made]).toEqual([email, key]);
    }
    // Most spellings are read from their code units, not handed back.
    expect(read).toBeGreaterThan(8_000);
  });
});
