import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from './money';

// Russian groups digits with a no-break space and puts one before the currency sign.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows whole roubles without decimals', () => {
    expect(formatMoney(1_234_567, 'ru-RU')).toBe(`1${NBSP}234${NBSP}567${NBSP}₽`);
    expect(formatMoney(0, 'ru-RU')).toBe(`0${NBSP}₽`);
    expect(formatMoney(-1500, 'ru')).toBe(`-1${NBSP}500${NBSP}₽`);
  });

  it('shows kopecks when there are any', () => {
    expect(formatMoney(1_234_567.5, 'ru-RU')).toBe(`1${NBSP}234${NBSP}567,50${NBSP}₽`);
    expect(formatMoney(0.01, 'ru-RU')).toBe(`0,01${NBSP}₽`);
  });

  it('judges wholeness after rounding to kopecks', () => {
    expect(formatMoney(99.999, 'ru-RU')).toBe(`100${NBSP}₽`);
    expect(formatMoney(0.004, 'ru-RU')).toBe(`0${NBSP}₽`);
    expect(formatMoney(-0.004, 'ru-RU')).toBe(`0${NBSP}₽`);
    expect(formatMoney(-0, 'ru-RU')).toBe(`0${NBSP}₽`);
  });

  it('follows the locale and the currency', () => {
    expect(formatMoney(1234.5, 'en-US', 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234, 'en-US', 'USD')).toBe('$1,234');
    // Yen have no minor unit, so there is never a fraction to show.
    expect(formatMoney(1234.4, 'ru-RU', 'JPY')).toBe(`1${NBSP}234${NBSP}¥`);
  });

  it('gives an empty string for non-finite amounts', () => {
    expect(formatMoney(Number.NaN, 'ru-RU')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'ru-RU')).toBe('');
  });

  it('reuses formatters across calls', () => {
    let constructed = 0;
    // Intl's objects rely on internal slots that a vi.spyOn wrapper does not set up, so count in a real subclass.
    class Counting extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        constructed += 1;
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { NumberFormat: { value: Counting } }));
    for (let row = 0; row < 500; row += 1) {
      formatMoney(row + 0.5, 'de-CH', 'EUR');
    }
    // One formatter for amounts with cents, one for whole amounts.
    expect(constructed).toBe(1);
    formatMoney(7, 'de-CH', 'EUR');
    expect(constructed).toBe(2);
    formatMoney(8, 'de-CH', 'EUR');
    expect(constructed).toBe(2);
  });
});
