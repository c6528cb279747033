import { describe, expect, it } from 'vitest';
import { byNewest } from './filterSort';
import type { LeadRecord } from './leadRecord';
import { newestFirst, orderByIntegerKeys } from './slotOrder';
import { integer, seededRandom } from './testing/random';

describe('orderByIntegerKeys', () => {
  it('orders by the keys, equal keys keeping their order, as a stable comparison sort does', () => {
    const random = seededRandom(5);
    for (const [count, span] of [
      [1, 3],
      [1000, 5],
      [5000, 2 ** 31],
      [5000, 2 ** 32 - 1],
      [3000, 2 ** 40],
    ] as const) {
      const slots = Int32Array.from({ length: count }, () => integer(random, 0, 10 * count));
      const keys = Float64Array.from(
        { length: count },
        () => integer(random, 0, span) - Math.floor(span / 2),
      );
      const expected = Array.from(slots.keys())
        .sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b)
        .map((index) => slots[index]);
      expect(Array.from(orderByIntegerKeys(slots, keys) ?? [])).toEqual(expected);
    }
  });

  it('declines fractions and ranges too wide to stay exact', () => {
    expect(orderByIntegerKeys(Int32Array.of(1, 2), Float64Array.of(0.5, 1))).toBeNull();
    expect(orderByIntegerKeys(Int32Array.of(1, 2), Float64Array.of(0, 2 ** 53))).toBeNull();
  });
});

describe('newestFirst', () => {
  it('orders by creation time, then id, both descending, whichever way the numbers fit', () => {
    const random = seededRandom(6);
    for (const idSpan of [1000, 2 ** 60]) {
      const records = new Map<number, LeadRecord>();
      for (let slot = 0; slot < 2000; slot += 1)
        records.set(slot, {
          id: integer(random, 1, idSpan),
          dtCreate: 1_700_000_000 + integer(random, 0, 50),
        } as LeadRecord);
      const recordOf = (slot: number) => records.get(slot) as LeadRecord;
      const slots = Int32Array.from(records.keys());
      const expected = Array.from(slots).sort((a, b) => byNewest(recordOf(a), recordOf(b)));
      expect(
        Array.from(
          newestFirst(
            slots,
            (slot) => recordOf(slot).id,
            (slot) => recordOf(slot).dtCreate,
          ),
        ),
      ).toEqual(expected);
    }
  });
});
