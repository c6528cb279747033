import { describe, expect, it } from 'vitest';
import { interpolate } from './locale';

const leads = '{count, plural, one {# лид} few {# лида} many {# лидов} other {# лида}}';

describe('interpolate', () => {
  it('fills plain placeholders as given, ids included', () => {
    expect(interpolate('Lead #{id} of {name}', { id: 5001, name: 'Anna' }, 'ru')).toBe('Lead #5001 of Anna');
  });

  it('writes numbers as the locale does', () => {
    expect(interpolate('Leads: {count, number}', { count: 12_000 }, 'en')).toBe('Leads: 12,000');
    expect(interpolate('Лидов: {count, number}', { count: 12_000 }, 'ru')).toBe('Лидов: 12\u00a0000');
  });

  it('picks the plural form by the locale’s rules', () => {
    expect([1, 3, 5, 21, 1_000].map((count) => interpolate(leads, { count }, 'ru'))).toEqual([
      '1 лид',
      '3 лида',
      '5 лидов',
      '21 лид',
      '1\u00a0000 лидов',
    ]);
    const english = '{days, plural, one {# day} other {# days}} left';
    expect(interpolate(english, { days: 1 }, 'en')).toBe('1 day left');
    expect(interpolate(english, { days: 2 }, 'en')).toBe('2 days left');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(interpolate('{count, number} and {name}', {}, 'en')).toBe('{count, number} and {name}');
  });
});
