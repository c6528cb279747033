import { describe, expect, it } from 'vitest';
import { leadAge } from './cardFacts';

describe('leadAge', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  const ago = (hours: number) => now / 1000 - hours * 3600;

  it('counts whole days, and hours under a day', () => {
    expect(leadAge(ago(3 * 24 + 5), now, 'en')).toBe('3 days');
    expect(leadAge(ago(5.5), now, 'en')).toBe('5 hours');
    expect(leadAge(ago(2 * 24), now, 'ru')).toBe('2 дня');
  });
});
