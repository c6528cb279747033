import { describe, expect, it } from 'vitest';
import { ChunkOfLead } from './chunkOfLead';
import { seededRandom } from './testing/random';

describe('which chunk holds each lead', () => {
  it.each([1, 2, 3])('answers as a map filled chunk by chunk, through rewrites (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const pick = (count: number) => Math.floor(random() * count);
    // Ids repeat across chunks (a lead written again), some far apart: past 2³² (the sort's composite path) and past
    // what a composite holds exactly (the comparison sort).
    const far = seed === 3 ? 2 ** 50 : 2 ** 40;
    const idOf = () => (random() < 0.05 ? far + pick(50) : 1 + pick(3000));
    const written = Array.from({ length: 40 }, (_, chunk) => ({
      chunk: chunk + 1,
      ids: Float64Array.from({ length: pick(200) }, idOf),
    }));
    const plain = new Map<number, number>();
    for (const { chunk, ids } of written) for (const id of ids) plain.set(id, chunk);
    const table = ChunkOfLead.of(written);
    const asked = [...plain.keys(), 0, 5000, far + 99];
    expect(asked.map((id) => table.get(id))).toEqual(asked.map((id) => plain.get(id)));

    // Leads moved to new chunks, new leads, deletions: as the storage's changes do them.
    for (let change = 0; change < 500; change += 1) {
      const id = idOf();
      if (random() < 0.3) {
        table.delete(id);
        plain.delete(id);
      } else {
        table.set(id, 100 + change);
        plain.set(id, 100 + change);
      }
    }
    const again = [...new Set([...asked, ...plain.keys()])];
    expect(again.map((id) => table.get(id))).toEqual(again.map((id) => plain.get(id)));
  });

  it('holds nothing when made empty or from no chunks', () => {
    expect(ChunkOfLead.empty().get(1)).toBeUndefined();
    const table = ChunkOfLead.of([]);
    table.set(7, 3);
    expect(table.get(7)).toBe(3);
  });
});
