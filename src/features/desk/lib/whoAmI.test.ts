import { describe, expect, it } from 'vitest';
import { matchEmployee, meStorageKey } from './whoAmI';

const staff = [
  { id: 1, name: 'Anna Petrova', email: 'Anna@Example.ru' },
  { id: 2, name: 'Ivan Sokolov', email: null },
  { id: 3, name: 'Twin A', email: 'twin@example.ru' },
  { id: 4, name: 'Twin B', email: 'twin@example.ru' },
];

describe('matchEmployee', () => {
  it('finds the person whose e-mail is the login, whatever the case and spaces', () => {
    expect(matchEmployee(staff, ' anna@example.RU ')?.id).toBe(1);
  });

  it('finds no one when none matches, the login is empty, or two share the e-mail', () => {
    expect(matchEmployee(staff, 'boss@example.ru')).toBeNull();
    expect(matchEmployee(staff, '')).toBeNull();
    expect(matchEmployee(staff, 'twin@example.ru')).toBeNull();
  });
});

describe('meStorageKey', () => {
  it('is one key per account address and login', () => {
    expect(meStorageKey('https://crm.example/api/', 'Anna@Example.ru')).toBe(
      meStorageKey('https://crm.example/api', 'anna@example.ru'),
    );
    expect(meStorageKey('https://a.example', 'x')).not.toBe(meStorageKey('https://b.example', 'x'));
  });
});
