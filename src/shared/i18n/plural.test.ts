import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './plural';

const leads = {
  ru: { one: '{count} лид', few: '{count} лида', many: '{count} лидов', other: '{count} лида' },
  en: { one: '{count} lead', other: '{count} leads' },
};

describe('plural', () => {
  it('picks the Russian form by the number’s ending', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 111].map((n) => plural('ru', n, leads.ru))).toEqual([
      '1 лид',
      '2 лида',
      '5 лидов',
      '11 лидов',
      '21 лид',
      '22 лида',
      '25 лидов',
      '111 лидов',
    ]);
  });

  it('picks the English form and formats the number for the locale', () => {
    expect(plural('en', 1, leads.en)).toBe('1 lead');
    expect(plural('en', 12_000, leads.en)).toBe('12,000 leads');
    expect(formatCount(12_000, 'ru')).toBe('12\u00a0000');
  });
});
