import { describe, expect, it } from 'vitest';
import {
  clientFormSchema,
  emptyClientForm,
  parseTypedDate,
  toClientWrite,
  todayIn,
} from './clientFormSchema';
import { clientMessages } from './messages';

const t = (key: keyof (typeof clientMessages)['en']) => clientMessages.en[key];
const schema = clientFormSchema(t, '2026-11-22');

describe('parseTypedDate', () => {
  it('reads day-first dates and ISO dates', () => {
    expect(parseTypedDate('15.03.1990')).toBe('1990-03-15');
    expect(parseTypedDate('5/3/1990')).toBe('1990-03-05');
    expect(parseTypedDate('1990-03-15')).toBe('1990-03-15');
  });

  it('refuses days that do not exist and half-typed text', () => {
    expect(parseTypedDate('31.02.1990')).toBeNull();
    expect(parseTypedDate('15.03.90')).toBeNull();
    expect(parseTypedDate('yesterday')).toBeNull();
  });
});

describe('todayIn', () => {
  it('is the calendar day of the given zone', () => {
    const lateEveningUtc = new Date('2026-11-22T22:30:00Z');
    expect(todayIn('Europe/Moscow', lateEveningUtc)).toBe('2026-11-23');
    expect(todayIn('America/New_York', lateEveningUtc)).toBe('2026-11-22');
  });
});

describe('clientFormSchema', () => {
  const valid = emptyClientForm({ firstName: 'Иван', phone: '8 916 123-45-67' });

  it('needs a first name and a phone that can be called', () => {
    const result = schema.safeParse(emptyClientForm({ phone: '12345' }));
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['firstName', 'Enter the first name'],
      ['phone', 'Enter a phone number like +7 916 123-45-67'],
    ]);
  });

  it('takes today as a birth date but not tomorrow, nor a day before 1900', () => {
    expect(schema.safeParse({ ...valid, dob: '2026-11-22' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, dob: '2026-11-23' }).error?.issues[0]?.message).toBe(
      'The date of birth must be today or earlier',
    );
    expect(schema.safeParse({ ...valid, dob: '1899-12-31' }).error?.issues[0]?.message).toBe(
      'The date of birth must be after 01.01.1900',
    );
    expect(schema.safeParse({ ...valid, dob: '31.02.1990' }).error?.issues[0]?.message).toBe(
      'Enter the date of birth as DD.MM.YYYY',
    );
  });
});

describe('toClientWrite', () => {
  it('sends the phone as + and digits and leaves empty fields out', () => {
    expect(
      toClientWrite(emptyClientForm({ firstName: ' Иван ', phone: '8 (916) 123-45-67', dob: '1990-03-15' })),
    ).toEqual({ firstName: 'Иван', phone: '+79161234567', dob: '1990-03-15' });
  });
});
