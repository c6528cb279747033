import { EMPTY_SLOTS, PostingList, unionAll } from './postings';

/**
 * Name words by prefix, each distinct word kept once with the list of slots whose name holds it: 100,000 names hold
 * about 10,000 distinct words, so the index holds no second copy of every name. The distinct words are kept in
 * code-point order, so the words starting with a prefix are one contiguous run, found by binary search; a word
 * not seen before waits in a pending list and is sorted in by the next lookup (after the first fill, rarely).
 */
export class WordPrefixIndex {
  private readonly lists = new Map<string, PostingList>();
  private sorted: string[] = [];
  private pending: string[] = [];

  add(word: string, slot: number): void {
    let list = this.lists.get(word);
    if (!list) {
      list = new PostingList();
      this.lists.set(word, list);
      this.pending.push(word);
    }
    list.add(slot);
  }

  reset(): void {
    this.lists.clear();
    this.sorted = [];
    this.pending = [];
  }

  /** Distinct words held. */
  get size(): number {
    return this.lists.size;
  }

  get bytes(): number {
    let bytes = this.lists.size * 48;
    for (const list of this.lists.values()) bytes += list.bytes;
    return bytes;
  }

  /** Gives back the lists' spare room once the leads are in (they grow by doubling while a sync fills them). */
  trim(): void {
    for (const list of this.lists.values()) list.trim();
  }

  /** Slots holding a word that starts with `prefix`, ascending, each once. */
  prefix(prefix: string): Int32Array {
    this.merge();
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sorted[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const lists: Int32Array[] = [];
    for (let index = low; index < this.sorted.length; index += 1) {
      const word = this.sorted[index] as string;
      if (!word.startsWith(prefix)) break;
      const list = this.lists.get(word);
      if (list) lists.push(list.view());
    }
    return lists.length === 0 ? EMPTY_SLOTS : unionAll(lists);
  }

  /** Sorts the new words in ahead of the next lookup, once they are many (during a sync, not once per page). */
  mergeIfMany(): void {
    if (this.pending.length >= Math.max(256, this.sorted.length / 8)) this.merge();
  }

  private merge(): void {
    if (this.pending.length === 0) return;
    const added = this.pending.sort(byCodeUnit);
    const merged: string[] = new Array(this.sorted.length + added.length);
    let i = 0;
    let j = 0;
    for (let n = 0; n < merged.length; n += 1) {
      const takeOld =
        j >= added.length || (i < this.sorted.length && (this.sorted[i] as string) <= (added[j] as string));
      merged[n] = takeOld ? (this.sorted[i++] as string) : (added[j++] as string);
    }
    this.sorted = merged;
    this.pending = [];
  }
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
