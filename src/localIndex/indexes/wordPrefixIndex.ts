import { EMPTY_SLOTS } from './postings';

/**
 * Words in code-point order with the slot each came from: the slots of every word starting with a prefix are one
 * contiguous run, found by binary search. New words wait in a pending list and are merged in (one pass) by the
 * next lookup, so a sync page costs an append and a query after it one merge, never a full re-sort.
 */
export class WordPrefixIndex {
  private words: string[] = [];
  private slots = new Int32Array(0);
  private pendingWords: string[] = [];
  private pendingSlots: number[] = [];

  add(word: string, slot: number): void {
    this.pendingWords.push(word);
    this.pendingSlots.push(slot);
  }

  reset(): void {
    this.words = [];
    this.slots = new Int32Array(0);
    this.pendingWords = [];
    this.pendingSlots = [];
  }

  get size(): number {
    return this.words.length + this.pendingWords.length;
  }

  /** Slots holding a word that starts with `prefix`, ascending, each once. */
  prefix(prefix: string): Int32Array {
    this.merge();
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.words[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (end < this.words.length && (this.words[end] as string).startsWith(prefix)) end += 1;
    if (end === low) return EMPTY_SLOTS;
    const found = this.slots.slice(low, end).sort();
    let n = 0;
    for (let index = 0; index < found.length; index += 1) {
      if (n === 0 || found[n - 1] !== found[index]) {
        found[n] = found[index] as number;
        n += 1;
      }
    }
    return found.subarray(0, n);
  }

  /**
   * Merges the pending words in ahead of the next lookup, once they are many: during a sync a merge per page
   * would cost a pass over every word per page; this way each word is merged a few times at most.
   */
  mergeIfMany(): void {
    if (this.pendingWords.length >= Math.max(2048, this.words.length / 8)) this.merge();
  }

  private merge(): void {
    const count = this.pendingWords.length;
    if (count === 0) return;
    const order = Array.from({ length: count }, (_, index) => index);
    const pendingWords = this.pendingWords;
    order.sort((a, b) => {
      const x = pendingWords[a] as string;
      const y = pendingWords[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    const total = this.words.length + count;
    const words: string[] = new Array(total);
    const slots = new Int32Array(total);
    let i = 0;
    let j = 0;
    for (let n = 0; n < total; n += 1) {
      const takeOld =
        j >= count ||
        (i < this.words.length && (this.words[i] as string) <= (pendingWords[order[j] as number] as string));
      if (takeOld) {
        words[n] = this.words[i] as string;
        slots[n] = this.slots[i] as number;
        i += 1;
      } else {
        const from = order[j] as number;
        words[n] = pendingWords[from] as string;
        slots[n] = this.pendingSlots[from] as number;
        j += 1;
      }
    }
    this.words = words;
    this.slots = slots;
    this.pendingWords = [];
    this.pendingSlots = [];
  }
}
