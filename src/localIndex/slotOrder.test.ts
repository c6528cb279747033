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

/** The id and creation time of each slot, in arrays by slot, as the store reads its columns. */
function fieldsBySlot(slots: Int32Array, recordOf: (slot: number) => LeadRecord) {
  const size = Math.max(...slots) + 1;
  const ids = new Float64Array(size).fill(Number.NaN);
  const created = new Float64Array(size).fill(Number.NaN);
  for (const slot of slots) {
    ids[slot] = recordOf(slot).id;
    created[slot] = recordOf(slot).dtCreate;
  }
  return { ids, created };
}

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
      const { ids, created } = fieldsBySlot(slots, recordOf);
      expect(Array.from(newestFirst(slots, ids, created))).toEqual(expected);
    }
  });

  it('gives the same order for a copy that lies newest first but for strays, merged in rather than sorted whole', () => {
    const random = seededRandom(7);
    for (const strays of [0, 1, 40, 150, 240, 400]) {
      // Newest first, as a walk writes them, with runs of equal seconds and now and then an equal id (kept in place).
      const records: LeadRecord[] = [];
      let created = 1_800_000_000;
      let id = 10_000_000;
      for (let slot = 0; slot < 2000; slot += 1) {
        if (random() < 0.6) created -= integer(random, 1, 100);
        if (random() < 0.98) id -= integer(random, 1, 5);
        records.push({ id, dtCreate: created } as LeadRecord);
      }
      // Strays: leads written again (moved to the end), new leads (newest, at the end); once, one early and far too old
      // (all after it stray: sorted whole), and once more strays than are merged in.
      for (let stray = 0; stray < strays; stray += 1) {
        const [moved] = records.splice(integer(random, 0, records.length - 1), 1);
        records.push(
          stray % 3 === 0
            ? ({ id: 20_000_000 + stray, dtCreate: 1_900_000_000 + integer(random, 0, 5) } as LeadRecord)
            : (moved as LeadRecord),
        );
      }
      // A lead's twin at the end (the same id and second): equal ones keep their order, the first one first.
      if (strays > 0) records.push({ ...(records[10] as LeadRecord) });
      if (strays === 150) records.splice(3, 0, { id: 5, dtCreate: 1_000_000_000 } as LeadRecord);
      const slots = Int32Array.from(records.keys());
      const recordOf = (slot: number) => records[slot] as LeadRecord;
      const expected = Array.from(slots).sort((a, b) => byNewest(recordOf(a), recordOf(b)));
      const fields = fieldsBySlot(slots, recordOf);
      const ordered = newestFirst(slots, fields.ids, fields.created);
      expect(Array.from(ordered), `${strays} strays`).toEqual(expected);
    }
  });
});
