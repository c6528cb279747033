import { describe, expect, it } from 'vitest';
import { SlotTable } from './slotTable';
import { integer, pick, seededRandom } from './testing/random';

/** Ids as the store gives them: each `set` takes a new slot, and the slot keeps its id (idOf reads it). */
function harness(capacity?: number) {
  const idOfSlot: number[] = [];
  const table = new SlotTable((slot) => idOfSlot[slot] as number, capacity);
  const plain = new Map<number, number>();
  const put = (id: number) => {
    const slot = idOfSlot.length;
    idOfSlot.push(id);
    table.set(id, slot);
    plain.set(id, slot);
  };
  return { table, plain, put };
}

describe('SlotTable', () => {
  it('answers as a Map through random puts, puts again and deletions, ids of every size', () => {
    const random = seededRandom(262);
    const { table, plain, put } = harness(16);
    const ranges = [
      () => integer(random, 1, 5000),
      // Ids past 2^31 and 2^32, up to the largest safe integer: kept exact, never rounded into another.
      () => 2 ** 31 + integer(random, -50, 50),
      () => 2 ** 32 * integer(random, 1, 40) + integer(random, 0, 3),
      () => Number.MAX_SAFE_INTEGER - integer(random, 0, 100),
      // Multiples of a large power of two: the same low bits, so only the hash keeps them apart.
      () => integer(random, 1, 300) * 2 ** 20,
    ];
    for (let step = 0; step < 60_000; step += 1) {
      const roll = random();
      const id = pick(random, ranges)();
      if (roll < 0.55) put(id);
      // Room made ahead now and then (a reload's whole account at once): every id stays where it was.
      else if (roll < 0.56) table.reserve(table.size + integer(random, 0, 5000));
      else if (roll < 0.8) {
        const held = [...plain.keys()];
        const gone = held.length > 0 && random() < 0.8 ? pick(random, held) : id;
        expect(table.delete(gone)).toBe(plain.delete(gone));
      } else expect(table.get(id)).toBe(plain.get(id));
      expect(table.size).toBe(plain.size);
    }
    for (const [id, slot] of plain) expect(table.get(id)).toBe(slot);
    expect(table.get(Number.MAX_SAFE_INTEGER - 101)).toBeUndefined();
  });

  it('keeps every id reachable when runs wrap round the end of the cells and are cut by deletions', () => {
    const random = seededRandom(263);
    const { table, plain, put } = harness(8);
    for (let round = 0; round < 2000; round += 1) {
      // At most 5 ids in 8 cells (no growth): long runs that wrap, emptied and filled again.
      while (plain.size < 5) put(integer(random, 1, 12));
      const gone = pick(random, [...plain.keys()]);
      table.delete(gone);
      plain.delete(gone);
      for (let id = 1; id <= 12; id += 1) expect(table.get(id)).toBe(plain.get(id));
    }
    expect(table.bytes).toBe(32);
  });

  it('makes room for a reload at once, below its largest load', () => {
    const { table, put } = harness(16);
    table.reserve(1000);
    const bytes = table.bytes;
    for (let id = 1; id <= 1000; id += 1) put(id * 7919);
    // No growth while the reserved ids came in, and no more room than a doubling would have made.
    expect(table.bytes).toBe(bytes);
    expect(table.bytes).toBe(2048 * 4);
    for (let id = 1; id <= 1000; id += 1) expect(table.get(id * 7919)).toBe(id - 1);
  });

  it('grows past three quarters full and forgets everything on clear', () => {
    const { table, put } = harness(16);
    for (let id = 1; id <= 12; id += 1) put(id);
    expect(table.bytes).toBe(64);
    put(13);
    expect(table.bytes).toBe(128);
    for (let id = 1; id <= 13; id += 1) expect(table.get(id)).toBe(id - 1);
    table.clear();
    expect(table.size).toBe(0);
    expect(table.get(3)).toBeUndefined();
  });
});
