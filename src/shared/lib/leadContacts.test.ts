import { describe, expect, it } from 'vitest';
import { contactKeys, emailContactKey, hasContactKey, phoneContactKey, shareContacts } from './leadContacts';

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
