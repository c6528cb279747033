import { orderByIntegerKeys } from './slotOrder';

/** A chunk number that says the lead is in none (deleted, or moved out and not written again yet). */
const NONE = -1;

/**
 * Which database chunk holds each lead, for the storage's rewrites (a lead written again leaves its old chunk).
 * Made on a reload from every chunk's ids as two sorted typed arrays (a stable radix sort of the ids; a later chunk's
 * copy wins), found by binary search; leads first written after it go into a small map. A `Map` of every id took
 * 140–170 ms of a reload at 1,000,000 leads (Node) and about 29 bytes a lead; this takes about 30 ms and 12 bytes.
 */
export class ChunkOfLead {
  private readonly later = new Map<number, number>();

  private constructor(
    /** Ids ascending, each once. */
    private readonly ids: Float64Array,
    /** The chunk of the lead at the same place in `ids`, NONE when it is in none now. */
    private readonly chunks: Int32Array,
  ) {}

  static empty(): ChunkOfLead {
    return new ChunkOfLead(new Float64Array(0), new Int32Array(0));
  }

  /** From the chunks in the order they were written (`ids` of each chunk's rows). */
  static of(written: ReadonlyArray<{ chunk: number; ids: Float64Array }>): ChunkOfLead {
    let count = 0;
    for (const { ids } of written) count += ids.length;
    const allIds = new Float64Array(count);
    const allChunks = new Int32Array(count);
    let at = 0;
    for (const { chunk, ids } of written) {
      allIds.set(ids, at);
      allChunks.fill(chunk, at, at + ids.length);
      at += ids.length;
    }
    const places = new Int32Array(count);
    for (let place = 0; place < count; place += 1) places[place] = place;
    const ordered =
      orderByIntegerKeys(places, allIds) ??
      places.sort((a, b) => (allIds[a] as number) - (allIds[b] as number) || a - b);
    // Of each run of one id, the last place: the copy in the latest chunk.
    let unique = 0;
    for (let index = 0; index < count; index += 1)
      if (index + 1 === count || allIds[ordered[index] as number] !== allIds[ordered[index + 1] as number])
        unique += 1;
    const ids = new Float64Array(unique);
    const chunks = new Int32Array(unique);
    let next = 0;
    for (let index = 0; index < count; index += 1) {
      const place = ordered[index] as number;
      if (index + 1 < count && allIds[place] === allIds[ordered[index + 1] as number]) continue;
      ids[next] = allIds[place] as number;
      chunks[next] = allChunks[place] as number;
      next += 1;
    }
    return new ChunkOfLead(ids, chunks);
  }

  get(id: number): number | undefined {
    const place = this.placeOf(id);
    const chunk = place < 0 ? this.later.get(id) : this.chunks[place];
    return chunk === NONE ? undefined : chunk;
  }

  set(id: number, chunk: number): void {
    const place = this.placeOf(id);
    if (place < 0) this.later.set(id, chunk);
    else this.chunks[place] = chunk;
  }

  delete(id: number): void {
    const place = this.placeOf(id);
    if (place < 0) this.later.delete(id);
    else this.chunks[place] = NONE;
  }

  /** The id's place in `ids`, -1 when it is not there. */
  private placeOf(id: number): number {
    const { ids } = this;
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((ids[middle] as number) < id) low = middle + 1;
      else high = middle;
    }
    return low < ids.length && ids[low] === id ? low : -1;
  }
}
