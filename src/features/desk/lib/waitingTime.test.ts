import { describe, expect, it } from 'vitest';
import { formatWaiting, waitLevel } from './waitingTime';

describe('formatWaiting', () => {
  it('reads minutes, hours with padded minutes, and days', () => {
    expect(formatWaiting(12 * 60 + 59, 'en')).toBe('12 min');
    expect(formatWaiting(2 * 3600 + 5 * 60, 'en')).toBe('2 h 05 min');
    expect(formatWaiting(3 * 86_400 + 7200, 'en')).toBe('3 d');
    expect(formatWaiting(2 * 3600 + 5 * 60, 'ru')).toBe('2 ч 05 мин');
    expect(formatWaiting(21 * 60, 'ru')).toBe('21 мин');
  });

  it('never reads a negative wait', () => {
    expect(formatWaiting(-500, 'en')).toBe('0 min');
  });
});

describe('waitLevel', () => {
  it('compares with both response targets', () => {
    expect(waitLevel(14 * 60, [15, 60])).toBe('onTime');
    expect(waitLevel(15 * 60, [15, 60])).toBe('late');
    expect(waitLevel(60 * 60, [15, 60])).toBe('overdue');
  });
});
