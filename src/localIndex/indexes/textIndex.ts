import type { LeadStore } from '../leadStore';
import { phoneNeedle } from '../normalize';
import type { TextQuery } from '../textMatch';
import { EMPTY_SLOTS, intersectAll, PostingList, unionAll } from './postings';
import { WordPrefixIndex } from './wordPrefixIndex';

const GRAM = 3;
const isDigits = (text: string) => /^\d+$/.test(text);

/**
 * What quick find and the text filter look in, indexed: phone digits by 3-grams (any run of 3+ digits is the
 * intersection of its grams' lists), the first two digits of each phone (one or two typed digits match the start
 * of the number), name words by prefix, e-mails by 3-grams. It answers with candidates, a superset of the matches;
 * the caller keeps those that `matchesText` accepts, so the answer is exactly the plain scan's.
 */
export class TextIndex {
  private epoch = -1;
  private upTo = 0;
  private readonly phoneGrams = new Map<number, PostingList>();
  private readonly phoneStarts = new Map<string, PostingList>();
  private readonly emailGrams = new Map<string, PostingList>();
  /** Each character of the e-mails: a word of one or two letters is looked up, not scanned for. */
  private readonly emailChars = new Map<string, PostingList>();
  private readonly names = new WordPrefixIndex();

  constructor(private readonly store: LeadStore) {}

  /** Indexes up to `budget` more slots; true when nothing is left to index. */
  catchUp(budget = Number.POSITIVE_INFINITY): boolean {
    if (this.epoch !== this.store.epoch) this.reset();
    const end = Math.min(this.store.slotCount, this.upTo + budget);
    for (let slot = this.upTo; slot < end; slot += 1) {
      const record = this.store.recordAt(slot);
      if (record) this.addRecord(slot, record.phoneKey, record.nameWords, record.emailKey);
    }
    this.upTo = end;
    return end === this.store.slotCount;
  }

  /** Does ahead of the next query the part of the indexing it would otherwise pay for (the name words' merge). */
  settle(): void {
    this.catchUp();
    this.names.mergeIfMany();
  }

  /** Gives back the lists' spare room once the account is in. */
  trim(): void {
    this.catchUp();
    this.names.trim();
    for (const map of [this.phoneGrams, this.phoneStarts, this.emailGrams, this.emailChars] as const) {
      for (const list of map.values()) list.trim();
    }
  }

  /** Slots that may match, ascending (dead slots included: the caller skips them). */
  candidates(query: TextQuery): Int32Array {
    this.catchUp();
    if (query.phoneDigits !== null) {
      const needle = query.phoneDigits;
      if (needle.length >= GRAM) return this.phoneContaining(needle);
      return this.phoneStarts.get(`7${needle}`.slice(0, 2))?.view() ?? EMPTY_SLOTS;
    }
    if (query.words.length === 0) return EMPTY_SLOTS;
    // Every word must match, so any one word's candidates are enough; long words are cheap and selective, and a
    // short word's e-mail part is a scan, so short words are looked up only when there is no long one.
    const long = query.words.filter((word) => word.length >= GRAM);
    const looked = long.length > 0 ? long : [longest(query.words)];
    return intersectAll(looked.map((word) => this.wordCandidates(word)));
  }

  /** Approximate bytes of the lists (slot arrays), for the docs' memory table. */
  get bytes(): number {
    let bytes = this.names.bytes;
    for (const list of this.emailChars.values()) bytes += list.bytes + 64;
    for (const list of this.phoneGrams.values()) bytes += list.bytes + 64;
    for (const list of this.phoneStarts.values()) bytes += list.bytes + 64;
    for (const list of this.emailGrams.values()) bytes += list.bytes + 64;
    return bytes;
  }

  private wordCandidates(word: string): Int32Array {
    const sets = [this.names.prefix(word)];
    if (isDigits(word) && word.length >= GRAM) sets.push(this.phoneContaining(phoneNeedle(word)));
    sets.push(word.length >= GRAM ? this.emailContaining(word) : this.emailWithChars(word));
    return unionAll(sets);
  }

  private phoneContaining(needle: string): Int32Array {
    const lists: Int32Array[] = [];
    const seen = new Set<number>();
    for (let start = 0; start + GRAM <= needle.length; start += 1) {
      const gram = Number(needle.slice(start, start + GRAM));
      if (seen.has(gram)) continue;
      seen.add(gram);
      const list = this.phoneGrams.get(gram);
      if (!list) return EMPTY_SLOTS;
      lists.push(list.view());
    }
    return intersectAll(lists);
  }

  private emailContaining(needle: string): Int32Array {
    const lists: Int32Array[] = [];
    const seen = new Set<string>();
    for (let start = 0; start + GRAM <= needle.length; start += 1) {
      const gram = needle.slice(start, start + GRAM);
      if (seen.has(gram)) continue;
      seen.add(gram);
      const list = this.emailGrams.get(gram);
      if (!list) return EMPTY_SLOTS;
      lists.push(list.view());
    }
    return intersectAll(lists);
  }

  /** One or two letters: too short for a 3-gram, so the e-mails holding each of them (a superset: the caller checks). */
  private emailWithChars(needle: string): Int32Array {
    const lists: Int32Array[] = [];
    for (const char of new Set(needle)) {
      const list = this.emailChars.get(char);
      if (!list) return EMPTY_SLOTS;
      lists.push(list.view());
    }
    return intersectAll(lists);
  }

  private addRecord(slot: number, phone: string, words: readonly string[], email: string): void {
    for (let start = 0; start + GRAM <= phone.length; start += 1) {
      const a = phone.charCodeAt(start) - 48;
      const b = phone.charCodeAt(start + 1) - 48;
      const c = phone.charCodeAt(start + 2) - 48;
      if (a < 0 || a > 9 || b < 0 || b > 9 || c < 0 || c > 9) continue;
      listOf(this.phoneGrams, a * 100 + b * 10 + c).add(slot);
    }
    if (phone.length >= 2) listOf(this.phoneStarts, phone.slice(0, 2)).add(slot);
    for (const word of words) this.names.add(word, slot);
    if (email !== '') {
      // A character met again in the same e-mail adds the same slot last: the list keeps it once. Query words hold
      // only letters and digits (wordsOf), so "@" and ".", in every e-mail, are never looked up.
      for (const char of email) if (char !== '@' && char !== '.') listOf(this.emailChars, char).add(slot);
      for (let start = 0; start + GRAM <= email.length; start += 1)
        listOf(this.emailGrams, email.slice(start, start + GRAM)).add(slot);
    }
  }

  private reset(): void {
    this.epoch = this.store.epoch;
    this.upTo = 0;
    this.phoneGrams.clear();
    this.phoneStarts.clear();
    this.emailGrams.clear();
    this.names.reset();
    this.emailChars.clear();
  }
}

function longest(words: readonly string[]): string {
  return words.reduce((best, word) => (word.length > best.length ? word : best), '');
}

function listOf<K>(map: Map<K, PostingList>, key: K): PostingList {
  let list = map.get(key);
  if (!list) {
    list = new PostingList();
    map.set(key, list);
  }
  return list;
}
