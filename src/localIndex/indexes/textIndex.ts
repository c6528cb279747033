import type { LeadStore } from '../leadStore';
import { phoneNeedle, wordsOf } from '../normalize';
import type { TextQuery } from '../textMatch';
import { EMPTY_SLOTS, intersectAll, PostingList, unionAll } from './postings';
import { WordPrefixIndex } from './wordPrefixIndex';

const GRAM = 3;
const isDigits = (text: string) => /^\d+$/.test(text);
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A text query's slots, ascending: those that may match, and the part of them sure to (when alive). */
export interface TextLookup {
  candidates: Int32Array;
  sure: Int32Array;
}

const NOTHING: TextLookup = { candidates: EMPTY_SLOTS, sure: EMPTY_SLOTS };

/**
 * What quick find and the text filter look in, indexed: phone digits by 3-grams (any run of 3+ digits is the
 * intersection of its grams' lists), the first three digits of each phone (one or two typed digits match the start
 * of the number), name words by prefix, e-mails by 3-grams. It answers with candidates, a superset of the matches;
 * the caller keeps those that `matchesText` accepts, so the answer is exactly the plain scan's.
 */
export class TextIndex {
  private epoch = -1;
  private upTo = 0;
  private readonly phoneGrams = new Map<number, PostingList>();
  /** E-mail 3-grams by `unitsKey` (numbers, not strings: the build makes no string per gram). */
  private readonly emailGrams = new Map<number, PostingList>();
  /** Phones by their first three characters (or two, for a phone that short). */
  private readonly phoneStarts = new Map<string, PostingList>();
  /** Each character of the e-mails: a word of one letter is looked up, not scanned for. */
  private readonly emailChars = new Map<number, PostingList>();
  /** E-mails by their last two characters: with the 3-grams starting with them, the e-mails holding two letters. */
  private readonly emailEnds = new Map<number, PostingList>();
  private readonly names = new WordPrefixIndex();
  /** Words of the names met since the index was last caught up (wordsOfName), at most NAME_WORDS_KEPT of them. */
  private readonly nameWords = new Map<string, readonly string[]>();

  constructor(private readonly store: LeadStore) {}

  /**
   * Indexes up to `budget` more slots, stopping sooner once `until` (a `performance.now()` time) has passed; true
   * when nothing is left to index. The time matters after a reload at 1,000,000 leads: 2,000 slots took 15–110 ms
   * in Chromium's worker (8 ms was the plan), and a question that came meanwhile waited for the whole slice.
   */
  catchUp(budget = Number.POSITIVE_INFINITY, until = Number.POSITIVE_INFINITY): boolean {
    if (this.epoch !== this.store.epoch) this.reset();
    let end = Math.min(this.store.slotCount, this.upTo + budget);
    for (let slot = this.upTo; slot < end; slot += 1) {
      // The clock is read every 64 slots (about 0.1–0.2 ms of work), not at each; this slot is the slice's last.
      if ((slot & 63) === 63 && performance.now() >= until) end = slot + 1;
      const record = this.store.recordAt(slot);
      if (record)
        this.addRecord(slot, record.phoneKey, this.wordsOfName(record.field('name')), record.emailKey);
    }
    this.upTo = end;
    // Caught up: the names' words are given back (the next leads come a page at a time).
    if (end === this.store.slotCount) this.nameWords.clear();
    return end === this.store.slotCount;
  }

  /**
   * A name's words in normal form, kept for the names met again: names repeat (first names, the same person's
   * leads), and normalising and splitting one took about a fifth of the build (1,000,000 leads in Node).
   */
  private wordsOfName(name: string | null): readonly string[] {
    if (name === null) return NO_WORDS;
    let words = this.nameWords.get(name);
    if (words === undefined) {
      if (this.nameWords.size >= NAME_WORDS_KEPT) this.nameWords.clear();
      words = wordsOf(name);
      this.nameWords.set(name, words);
    }
    return words;
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
    const maps = [
      this.phoneGrams,
      this.phoneStarts,
      this.emailGrams,
      this.emailChars,
      this.emailEnds,
    ] as const;
    for (const map of maps) {
      for (const list of map.values()) list.trim();
    }
  }

  /**
   * Slots that may match, ascending (dead slots included: the caller checks each one), without finishing the index:
   * the indexed slots' candidates, then every slot not indexed yet. After a reload the index is built in slices for
   * seconds at 1,000,000 leads (5.2 s in Node); a text filter asked meanwhile scans the rest (0.3–0.7 s in Node)
   * instead of waiting for the whole build. Quick find waits for it: its exact lists answer without checking.
   */
  candidatesSoFar(query: TextQuery): Int32Array {
    if (this.epoch !== this.store.epoch) this.reset();
    const rest = this.store.slotCount - this.upTo;
    if (rest === 0) return this.find(query).candidates;
    const indexed = this.find(query).candidates;
    const slots = new Int32Array(indexed.length + rest);
    slots.set(indexed);
    for (let index = 0; index < rest; index += 1) slots[indexed.length + index] = this.upTo + index;
    return slots;
  }

  /**
   * The candidates, and among them the slots sure to match if alive (no check of their keys needed): those whose
   * phone starts with the one digit asked, or whose name holds a word starting with the one word asked. Typing
   * begins with these broad queries, where checking every candidate was the whole cost.
   */
  lookup(query: TextQuery): TextLookup {
    this.catchUp();
    return this.find(query);
  }

  /** The lookup over the slots indexed so far. */
  private find(query: TextQuery): TextLookup {
    if (query.phoneDigits !== null) {
      const needle = query.phoneDigits;
      if (needle.length >= GRAM) {
        const candidates = this.phoneContaining(needle);
        // Three digits are one gram: its list is exactly the phones holding them.
        return { candidates, sure: needle.length === GRAM ? candidates : EMPTY_SLOTS };
      }
      // One or two digits match the start of the number: the phones starting "7" and them are the answer itself.
      const starts = this.phonesStarting(`7${needle}`);
      return { candidates: starts, sure: starts };
    }
    if (query.words.length === 0) return NOTHING;
    if (query.words.length === 1) {
      const [word = ''] = query.words;
      const named = this.names.prefix(word);
      const candidates = unionAll([named, ...this.otherWordCandidates(word)]);
      // Up to three letters are in an e-mail exactly when their lists hold it (one character's, a pair's, one
      // 3-gram's): every candidate is sure.
      return { candidates, sure: word.length <= GRAM && !isDigits(word) ? candidates : named };
    }
    // Every word must match, so any one word's candidates are enough; long words are cheap and selective, and a
    // short word's e-mail part is a scan, so short words are looked up only when there is no long one.
    const long = query.words.filter((word) => word.length >= GRAM);
    const looked = long.length > 0 ? long : [longest(query.words)];
    return { candidates: intersectAll(looked.map((word) => this.wordCandidates(word))), sure: EMPTY_SLOTS };
  }

  /** Approximate bytes of the lists (slot arrays), for the docs' memory table. */
  get bytes(): number {
    let bytes = this.names.bytes;
    for (const list of this.emailChars.values()) bytes += list.bytes + 64;
    for (const list of this.phoneGrams.values()) bytes += list.bytes + 64;
    for (const list of this.phoneStarts.values()) bytes += list.bytes + 64;
    for (const list of this.emailGrams.values()) bytes += list.bytes + 64;
    for (const list of this.emailEnds.values()) bytes += list.bytes + 64;
    return bytes;
  }

  private wordCandidates(word: string): Int32Array {
    return unionAll([this.names.prefix(word), ...this.otherWordCandidates(word)]);
  }

  /** A word's candidates beyond the name words: the phones holding it (digits) and the e-mails that may. */
  private otherWordCandidates(word: string): Int32Array[] {
    const sets: Int32Array[] = [];
    if (isDigits(word) && word.length >= GRAM) sets.push(this.phoneContaining(phoneNeedle(word)));
    if (word.length >= GRAM) sets.push(this.emailContaining(word));
    else if (word.length === 2) sets.push(this.emailHoldingPair(word));
    else if (word.length === 1) sets.push(this.emailChars.get(word.charCodeAt(0))?.view() ?? EMPTY_SLOTS);
    return sets;
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

  /**
   * Phones starting with two or three characters ("79", "791"), from the lists of their first three (a phone of
   * two characters has a list of its own): one list for three, the union of eleven for two.
   */
  private phonesStarting(start: string): Int32Array {
    if (start.length >= 3) return this.phoneStarts.get(start.slice(0, 3))?.view() ?? EMPTY_SLOTS;
    const lists: Int32Array[] = [];
    for (const key of [start, ...DIGITS.map((digit) => `${start}${digit}`)]) {
      const list = this.phoneStarts.get(key);
      if (list) lists.push(list.view());
    }
    return unionAll(lists);
  }

  private emailContaining(needle: string): Int32Array {
    const lists: Int32Array[] = [];
    const seen = new Set<number>();
    for (let start = 0; start + GRAM <= needle.length; start += 1) {
      const gram = unitsKey(needle, start, GRAM);
      if (seen.has(gram)) continue;
      seen.add(gram);
      const list = this.emailGrams.get(gram);
      if (!list) return EMPTY_SLOTS;
      lists.push(list.view());
    }
    return intersectAll(lists);
  }

  /**
   * Two characters: the e-mails with a 3-gram starting with them, and those ending in them. Exactly the e-mails
   * holding the pair, where the lists of its two characters held most of the account (every e-mail with a "p"
   * and an "e" for "pe").
   */
  private emailHoldingPair(pair: string): Int32Array {
    const lists: Int32Array[] = [];
    const ending = this.emailEnds.get(unitsKey(pair, 0, 2));
    if (ending) lists.push(ending.view());
    for (const next of [...this.emailChars.keys(), AT, DOT]) {
      const list = this.emailGrams.get(unitsKey(`${pair}${String.fromCharCode(next)}`, 0, GRAM));
      if (list) lists.push(list.view());
    }
    return unionAll(lists);
  }

  private addRecord(slot: number, phone: string, words: readonly string[], email: string): void {
    for (let start = 0; start + GRAM <= phone.length; start += 1) {
      const a = phone.charCodeAt(start) - 48;
      const b = phone.charCodeAt(start + 1) - 48;
      const c = phone.charCodeAt(start + 2) - 48;
      if (a < 0 || a > 9 || b < 0 || b > 9 || c < 0 || c > 9) continue;
      listOf(this.phoneGrams, a * 100 + b * 10 + c).add(slot);
    }
    if (phone.length >= 2) listOf(this.phoneStarts, phone.slice(0, 3)).add(slot);
    for (const word of words) this.names.add(word, slot);
    if (email !== '') {
      // A character met again in the same e-mail adds the same slot last: the list keeps it once. Query words hold
      // only letters and digits (wordsOf), so "@" and ".", in every e-mail, are never looked up.
      for (let at = 0; at < email.length; at += 1) {
        const unit = email.charCodeAt(at);
        if (unit !== AT && unit !== DOT) listOf(this.emailChars, unit).add(slot);
      }
      for (let start = 0; start + GRAM <= email.length; start += 1)
        listOf(this.emailGrams, unitsKey(email, start, GRAM)).add(slot);
      if (email.length >= 2) listOf(this.emailEnds, unitsKey(email, email.length - 2, 2)).add(slot);
    }
  }

  private reset(): void {
    this.epoch = this.store.epoch;
    this.upTo = 0;
    this.phoneGrams.clear();
    this.phoneStarts.clear();
    this.emailGrams.clear();
    this.names.reset();
    this.nameWords.clear();
    this.emailChars.clear();
    this.emailEnds.clear();
  }
}

const NO_WORDS: readonly string[] = [];
/** Names whose words are kept while the index catches up: about 5 MB at most, given back once it has. */
const NAME_WORDS_KEPT = 50_000;

const AT = '@'.charCodeAt(0);
const DOT = '.'.charCodeAt(0);

/**
 * Up to three UTF-16 code units of `text` from `start` as one number: 7 bits each while they are ASCII (a small
 * integer, as e-mails almost always are), else 16 bits each above those. One number per run, distinct for every
 * run of the same length: a Map key made without making a string (at 1,000,000 leads the e-mails' 3-grams were
 * about 10,000,000 strings sliced and hashed in the build).
 */
function unitsKey(text: string, start: number, length: number): number {
  let narrow = 0;
  let wide = 0;
  let ascii = true;
  for (let at = start; at < start + length; at += 1) {
    const unit = text.charCodeAt(at);
    narrow = narrow * 128 + unit;
    wide = wide * 65536 + unit;
    if (unit >= 128) ascii = false;
  }
  return ascii ? narrow : 128 ** length + wide;
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
