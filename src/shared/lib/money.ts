/** Amounts and counts for display. Formatters are cached: building one costs far more than using it. */

const formatters = new Map<string, Intl.NumberFormat>();

function cached(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

function currencyFormatter(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  return cached(`currency|${locale}|${currency}|${whole ? 'whole' : 'minor'}`, () =>
    whole
      ? new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
          maximumFractionDigits: 0,
        })
      : new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }),
  );
}

const minorUnits = new WeakMap<Intl.NumberFormat, number>();

/** 100 for kopecks. Kept per formatter: `resolvedOptions()` builds a new object at each call (a board's cards). */
function minorUnitsOf(formatter: Intl.NumberFormat): number {
  let factor = minorUnits.get(formatter);
  if (factor === undefined) {
    factor = 10 ** (formatter.resolvedOptions().maximumFractionDigits ?? 2);
    minorUnits.set(formatter, factor);
  }
  return factor;
}

/**
 * '1 234 567 ₽' for whole amounts and '1 234 567,50 ₽' otherwise. Wholeness is judged after rounding to the
 * currency's minor unit, so 99.999 reads '100 ₽' rather than '100,00 ₽', and a rounded-away sign never shows
 * as '-0 ₽'. A non-finite amount gives '' rather than 'NaN ₽'.
 */
export function formatMoney(amount: number, locale: string, currency = 'RUB'): string {
  if (!Number.isFinite(amount)) {
    return '';
  }
  const minor = currencyFormatter(locale, currency, false);
  const factor = minorUnitsOf(minor);
  const scaled = Math.round(amount * factor);
  if (scaled === 0) {
    return currencyFormatter(locale, currency, true).format(0);
  }
  return scaled % factor === 0
    ? currencyFormatter(locale, currency, true).format(amount)
    : minor.format(amount);
}
