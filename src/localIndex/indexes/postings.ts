/**
 * Posting lists: the slots (see LeadStore) holding a key, ascending. Slots only grow, so a list is appended to in
 * order and never re-sorted; a slot whose lead changed or left stays in the list until the store compacts, and
 * every answer is verified against the lead itself, so a stale entry can never reach a result.
 *
 * A list is kept as the gaps between its slots, 7 bits a byte (a byte for a gap under 128, two under 16,384): the
 * lists of a phone's or an e-mail's 3-grams hold a slot in every hundred or so, so a slot costs one or two bytes
 * instead of four, and the lists are the larger half of the index. `view` spells a list out when a query reads it
 * (tens of microseconds for the longest).
 */
export class PostingList {
  private data = new Uint8Array(4);
  private used = 0;
  private last = -1;
  length = 0;

  add(slot: number): void {
    // The same key twice in one lead ("916" in 79169169…) is one entry.
    if (slot === this.last) return;
    let gap = slot - this.last;
    this.last = slot;
    this.length += 1;
    if (this.used + 5 > this.data.length) {
      // A quarter more, not twice: the spare room of the lists stays under a fifth.
      const grown = new Uint8Array(this.data.length + (this.data.length >> 2) + 8);
      grown.set(this.data);
      this.data = grown;
    }
    while (gap >= 0x80) {
      this.data[this.used] = (gap & 0x7f) | 0x80;
      this.used += 1;
      gap >>>= 7;
    }
    this.data[this.used] = gap;
    this.used += 1;
  }

  /** Drops the spare room left by growing: once a fill is over, the lists grow seldom. */
  trim(): void {
    if (this.data.length > this.used + 4) this.data = this.data.slice(0, Math.max(4, this.used));
  }

  /** The slots, ascending. */
  view(): Int32Array {
    const slots = new Int32Array(this.length);
    const { data } = this;
    let slot = -1;
    let at = 0;
    for (let index = 0; index < slots.length; index += 1) {
      let gap = 0;
      let shift = 0;
      let byte = data[at] as number;
      while (byte >= 0x80) {
        gap |= (byte & 0x7f) << shift;
        shift += 7;
        at += 1;
        byte = data[at] as number;
      }
      at += 1;
      slot += gap | (byte << shift);
      slots[index] = slot;
    }
    return slots;
  }

  /** Bytes held, for the memory figures in docs/local-index.md. */
  get bytes(): number {
    return this.data.byteLength;
  }
}

export const EMPTY_SLOTS = new Int32Array(0);

/** Slots in both ascending lists. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n] = x;
      n += 1;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return out.subarray(0, n);
}

/** Slots in every list, the shortest first so the work shrinks at each step. */
export function intersectAll(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 0) return EMPTY_SLOTS;
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let result = sorted[0] as Int32Array;
  for (let index = 1; index < sorted.length && result.length > 0; index += 1)
    result = intersect(result, sorted[index] as Int32Array);
  return result;
}

/** Slots in any of the lists, ascending, each once. */
export function unionAll(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 0) return EMPTY_SLOTS;
  if (lists.length === 1) return lists[0] as Int32Array;
  let total = 0;
  for (const list of lists) total += list.length;
  const all = new Int32Array(total);
  let offset = 0;
  for (const list of lists) {
    all.set(list, offset);
    offset += list.length;
  }
  all.sort();
  let n = 0;
  for (let index = 0; index < all.length; index += 1) {
    const slot = all[index] as number;
    if (n === 0 || all[n - 1] !== slot) {
      all[n] = slot;
      n += 1;
    }
  }
  return all.subarray(0, n);
}
