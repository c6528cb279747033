import type { Lead } from '@/api/schemas/lead';
import {
  AS_STRING,
  EMAIL_KEY,
  emailContactKey,
  emailContactKeyCodes,
  NO_KEY,
  phoneContactNumber,
  phoneContactNumberOfCodes,
  phoneKeyNumber,
} from '@/shared/lib/leadContacts';
import { type ContactGroups, LeadJoins } from './duplicateGroups';
import type { Coverage } from './status';

/** Which leads have some contact keys, and how much of the account that answer covers. */
export interface ContactMatches {
  /** [key, id of the newest lead with it], for the keys asked about that some lead has. */
  matches: Array<[string, number]>;
  coverage: Coverage;
}

/** A lead with the same phone or e-mail, and which of the two it shares. */
export interface SamePersonLead {
  lead: Lead;
  by: Array<'phone' | 'email'>;
}

export interface SamePerson {
  /** Every lead with any of the keys, the asking lead included, newest first. */
  leads: SamePersonLead[];
  coverage: Coverage;
}

/** What the contact table reads of the store (LeadStore): its slots newest first, and their phones and e-mails. */
export interface ContactSource {
  readonly slotCount: number;
  slotsNewestFirst(): Int32Array;
  phoneAt(slot: number): string | null;
  emailAt(slot: number): string | null;
  phoneCodesAt(slot: number, into: Uint16Array): number;
  emailCodesAt(slot: number, into: Uint16Array): number;
  idAt(slot: number): number;
  leadAt(slot: number): Lead;
}

/**
 * One kind of contact key read from the slots: its hash (-1 for none); and, while the table is built, the keys of
 * the leads whose hash others share, kept in the order of the sorted hashes (read once more, in slot order), so
 * that equal hashes are told apart by their whole keys with reads side by side.
 */
interface KeyKind {
  hashAt(slot: number): number;
  /** Notes the size of the key `hashAt` has just read, for the lead at this place (newest-first position). */
  noteSize(position: number): void;
  /** Room for the keys of the shared places among `sorted` (positions by hash); `keep` then reads them in. */
  startKeeping(sorted: Int32Array, shared: Uint8Array): void;
  /** Reads a slot's key into its place `at` in the sorted order. */
  keep(slot: number, at: number): void;
  /** Whether the keys kept at these places of the sorted order are equal. */
  same(a: number, b: number): boolean;
  /** Lets the kept keys go: only the table's slots stay. */
  stopKeeping(): void;
}

/** The radix sort's passes: 16 bits of the hash each. */
const PASS_BITS = 16;
const BUCKETS = 1 << PASS_BITS;
/** Keys a look-up's bucket holds on average, at most: the buckets' starts cost 4 bytes each, kept. */
const KEYS_A_BUCKET = 16;

/**
 * The slots holding a kind of key, ordered by the key's 32-bit hash and newest first among equal hashes, and where
 * each bucket of hashes starts: 4 bytes a lead with such a key. No key is kept: a lookup works out the keys of the
 * sixteen or so slots of its bucket again, and compares them whole, so two keys with one hash are never taken for one.
 */
class KeySlots {
  /** How far a hash is shifted right to give its bucket (32: one bucket). */
  private readonly shift: number;

  constructor(
    private readonly kind: KeyKind,
    private readonly slots: Int32Array,
    /** Where each bucket of hashes (by their top bits, as many as the starts' count needs) starts in `slots`. */
    private readonly starts: Int32Array,
  ) {
    this.shift = 32 - Math.log2(starts.length - 1);
  }

  /** The slots whose key has this hash and `holds` says is the key, newest first. */
  holders(hash: number, holds: (slot: number) => boolean): number[] {
    const { kind, slots } = this;
    const bucket = this.shift === 32 ? 0 : hash >>> this.shift;
    let low = this.starts[bucket] as number;
    let high = this.starts[bucket + 1] as number;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (kind.hashAt(slots[middle] as number) < hash) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let at = low; at < slots.length && kind.hashAt(slots[at] as number) === hash; at += 1)
      if (holds(slots[at] as number)) found.push(slots[at] as number);
    return found;
  }
}

/**
 * Reads a slot's contact keys from the packed columns into reused buffers: a million phones and e-mails are
 * keyed without a string made for each. What the buffers cannot hold, or an e-mail only the string can lower-case, is
 * read as a string by shared/lib/leadContacts itself (emailContactKeyCodes).
 */
class ContactReader {
  private readonly codes = new Uint16Array(512);

  constructor(private readonly source: ContactSource) {}

  readonly phones: KeyKind = new PhoneKeys(this);
  readonly emails: KeyKind = new EmailKeys(this);

  /** The phone key's number (phoneContactNumber). */
  phone(slot: number): number | null {
    const length = this.source.phoneCodesAt(slot, this.codes);
    if (length < 0) return null;
    if (length > this.codes.length) return phoneContactNumber(this.source.phoneAt(slot));
    return phoneContactNumberOfCodes(this.codes, length);
  }

  emailKeyOf(slot: number): string | null {
    return emailContactKey(this.source.emailAt(slot));
  }

  /** The e-mail key's characters after 'email:' into `into` (emailContactKeyCodes), or NO_KEY, or AS_STRING. */
  emailKey(slot: number, into: Uint16Array): number {
    const length = this.source.emailCodesAt(slot, into);
    if (length < 0) return NO_KEY;
    return length > into.length ? AS_STRING : emailContactKeyCodes(into, length);
  }
}

/** Phones, keyed by their number: kept, a number a place (8 bytes a lead while the table is built). */
class PhoneKeys implements KeyKind {
  private kept = new Float64Array(0);

  constructor(private readonly reader: ContactReader) {}

  hashAt(slot: number): number {
    const phone = this.reader.phone(slot);
    return phone === null ? -1 : numberHash(phone);
  }

  noteSize(): void {}

  startKeeping(sorted: Int32Array): void {
    this.kept = new Float64Array(sorted.length);
  }

  keep(slot: number, at: number): void {
    this.kept[at] = this.reader.phone(slot) ?? Number.NaN;
  }

  same(a: number, b: number): boolean {
    return this.kept[a] === this.kept[b];
  }

  stopKeeping(): void {
    this.kept = new Float64Array(0);
  }
}

/**
 * E-mails, keyed by their key's characters: the shared ones kept one after another in one buffer in the sorted
 * order, so a run's keys lie side by side (what only the string can lower-case, as its key string). While the table
 * is built: 4 bytes a lead for the sizes, and about 50 bytes a lead that shares a hash.
 */
class EmailKeys implements KeyKind {
  private readonly codes = new Uint16Array(512);
  private length = 0;
  private sizes = new Int32Array(0);
  private chars = new Uint16Array(0);
  private starts = new Int32Array(0);
  private strings = new Map<number, string>();

  constructor(private readonly reader: ContactReader) {}

  hashAt(slot: number): number {
    const length = this.reader.emailKey(slot, this.codes);
    this.length = length;
    if (length === NO_KEY) return -1;
    if (length === AS_STRING) {
      const key = this.reader.emailKeyOf(slot);
      return key === null ? -1 : textHash(key);
    }
    return mix(fnv(EMAIL_KEY_STATE, this.codes, length));
  }

  noteSize(position: number): void {
    if (this.sizes.length <= position) {
      const grown = new Int32Array(Math.max(1024, 2 * position + 2));
      grown.set(this.sizes);
      this.sizes = grown;
    }
    this.sizes[position] = this.length;
  }

  startKeeping(sorted: Int32Array, shared: Uint8Array): void {
    const starts = new Int32Array(sorted.length + 1);
    for (let at = 0; at < sorted.length; at += 1) {
      const size = shared[at] === 1 ? (this.sizes[sorted[at] as number] as number) : 0;
      starts[at + 1] = (starts[at] as number) + Math.max(0, size);
    }
    this.starts = starts;
    this.chars = new Uint16Array(starts[sorted.length] as number);
    this.strings = new Map();
  }

  keep(slot: number, at: number): void {
    const length = this.reader.emailKey(slot, this.codes);
    if (length === AS_STRING) {
      this.strings.set(at, this.reader.emailKeyOf(slot) ?? '');
      return;
    }
    const start = this.starts[at] as number;
    for (let index = 0; index < length; index += 1) this.chars[start + index] = this.codes[index] as number;
  }

  same(a: number, b: number): boolean {
    const inA = this.strings.get(a);
    const inB = this.strings.get(b);
    if (inA !== undefined || inB !== undefined) return (inA ?? this.keyAt(a)) === (inB ?? this.keyAt(b));
    const from = this.starts[a] as number;
    const to = this.starts[b] as number;
    const length = (this.starts[a + 1] as number) - from;
    if (length !== (this.starts[b + 1] as number) - to) return false;
    const { chars } = this;
    for (let index = 0; index < length; index += 1)
      if (chars[from + index] !== chars[to + index]) return false;
    return true;
  }

  /** A kept key as its string (e-mail keys of either form compared whole). */
  private keyAt(at: number): string {
    const start = this.starts[at] as number;
    return EMAIL_KEY + String.fromCharCode(...this.chars.subarray(start, this.starts[at + 1]));
  }

  stopKeeping(): void {
    this.sizes = new Int32Array(0);
    this.chars = new Uint16Array(0);
    this.starts = new Int32Array(0);
    this.strings = new Map();
  }
}

/** A build of the contact table in steps (ContactTable.build). */
export type ContactTableBuild = Generator<void, ContactTable, void>;

/** The rest of a build at once. */
export function finishBuild(build: ContactTableBuild): ContactTable {
  for (;;) {
    const step = build.next();
    if (step.done) return step.value;
  }
}

/**
 * The leads' contact keys (shared/lib/leadContacts: the one "same person") for the whole copy, built once per
 * change of the leads: who holds a key (the import's "already in the CRM?", the sales desk's "same person"), and
 * the groups of leads joined by shared keys (the Duplicates page). Phones are keyed by their E.164 digits as a
 * number, e-mails by their key's characters, both read from the packed columns in slot order and hashed; a radix
 * sort of the hashes puts equal keys side by side, and only the slots of equal hashes have their keys compared. No
 * key string or record is made for a lead (a map of every key to its records took 4 s at a million leads).
 * Kept: 4 bytes a lead with a phone, 4 a lead with an e-mail, 4 bytes a bucket of about sixteen keys, and the
 * groups.
 */
export class ContactTable {
  private constructor(
    private readonly source: ContactSource,
    private readonly reader: ContactReader,
    private readonly phones: KeySlots,
    private readonly emails: KeySlots,
    /** The leads joined by shared contacts, in the Duplicates page's order (./duplicateGroups.ts). */
    readonly groups: ContactGroups,
  ) {}

  static of(source: ContactSource): ContactTable {
    return finishBuild(ContactTable.build(source));
  }

  /**
   * The table built a step at a time (each `next()` a few milliseconds at a million leads): the worker builds it
   * ahead between questions, so the Duplicates page and the sales desk's "same person" find it ready. The source
   * must not change meanwhile: a build of leads that changed is dropped, not finished.
   */
  static *build(source: ContactSource): ContactTableBuild {
    const order = source.slotsNewestFirst();
    yield;
    // Read in slot order, where the columns lie: in newest-first order the reads jump about a million times.
    const positionOf = placesOf(order, source.slotCount);
    const reader = new ContactReader(source);
    const joins = new LeadJoins(order.length);
    const hashes = new Float64Array(order.length);
    const phones = yield* keySlots(reader.phones, order, positionOf, hashes, joins);
    const emails = yield* keySlots(reader.emails, order, positionOf, hashes, joins);
    yield;
    return new ContactTable(source, reader, phones, emails, joins.groups(order));
  }

  /** Slots of the leads with this key (as contactKeys spells it), newest first. */
  holders(key: string): number[] {
    const phone = phoneKeyNumber(key);
    if (phone !== null)
      return this.phones.holders(numberHash(phone), (slot) => this.reader.phone(slot) === phone);
    if (!key.startsWith(EMAIL_KEY)) return [];
    return this.emails.holders(textHash(key), (slot) => this.reader.emailKeyOf(slot) === key);
  }

  /** [key, id of the newest lead with it] for each key asked about that some lead has. */
  matches(keys: readonly string[]): Array<[string, number]> {
    const matches: Array<[string, number]> = [];
    for (const key of new Set(keys)) {
      const newest = this.holders(key)[0];
      if (newest !== undefined) matches.push([key, this.source.idAt(newest)]);
    }
    return matches;
  }

  /** The leads holding any of these keys, newest first, each with the kinds of key it shares. */
  samePerson(keys: readonly string[]): SamePersonLead[] {
    const found = new Map<number, SamePersonLead>();
    for (const key of new Set(keys)) {
      const kind = key.startsWith('phone:') ? 'phone' : 'email';
      for (const slot of this.holders(key)) {
        const entry = found.get(slot);
        if (entry) entry.by.push(kind);
        else found.set(slot, { lead: this.source.leadAt(slot), by: [kind] });
      }
    }
    return [...found.values()].sort((a, b) => b.lead.dtCreate - a.lead.dtCreate || b.lead.id - a.lead.id);
  }
}

/**
 * The slots with a key of this kind, by hash and then newest first (a stable radix sort, 16 bits twice, of the
 * leads taken newest first), joining in `joins` the leads of each run of equal hashes whose keys are equal.
 * `hashes` is room for one hash a lead. Yields after each stretch of slots (ContactTable.build).
 */
function* keySlots(
  kind: KeyKind,
  order: Int32Array,
  positionOf: Int32Array,
  hashes: Float64Array,
  joins: LeadJoins,
): Generator<void, KeySlots, void> {
  for (let from = 0; from < positionOf.length; from += SLOTS_A_STEP) {
    readHashes(kind, positionOf, hashes, from, Math.min(positionOf.length, from + SLOTS_A_STEP));
    yield;
  }
  const { positions, keyHashes } = heldKeys(hashes);
  const byLow = radixPass(positions, keyHashes, 0);
  yield;
  const byHash = radixPass(byLow.positions, byLow.hashes, 16);
  yield;
  const sorted = byHash.positions;
  const sortedHashes = byHash.hashes;
  const held = sorted.length;
  // The leads whose hash others share have their keys read once more, in slot order, each into its place in the
  // sorted order: read by place in a run, the reads jumped about the columns and took most of the building.
  kind.startKeeping(sorted, markShared(sorted, sortedHashes, hashes));
  for (let from = 0; from < positionOf.length; from += SLOTS_A_STEP) {
    keepShared(kind, positionOf, hashes, from, Math.min(positionOf.length, from + SLOTS_A_STEP));
    yield;
  }
  for (let start = 0; start < held; ) {
    start = joinRuns(kind, sorted, sortedHashes, joins, start, start + SLOTS_A_STEP);
    yield;
  }
  kind.stopKeeping();
  return new KeySlots(kind, slotsAt(sorted, order), coarseStarts(byHash.starts, held));
}

/**
 * The starts of the top 16 bits' buckets merged into fewer, larger ones for an account with fewer keys, about
 * sixteen keys a bucket: 2¹⁶ buckets (256 KB) from about a million keys, 2¹³ (32 KB) at 100,000.
 */
function coarseStarts(starts: Int32Array, held: number): Int32Array {
  const bits = Math.max(0, Math.min(PASS_BITS, Math.ceil(Math.log2(held / KEYS_A_BUCKET))));
  if (bits === PASS_BITS) return starts;
  const step = 1 << (PASS_BITS - bits);
  return Int32Array.from({ length: (1 << bits) + 1 }, (_, bucket) => starts[bucket * step] as number);
}

/** Each slot's place in `order`; -1 for a slot not in it. */
function placesOf(order: Int32Array, slotCount: number): Int32Array {
  const positionOf = new Int32Array(slotCount).fill(-1);
  for (let position = 0; position < order.length; position += 1)
    positionOf[order[position] as number] = position;
  return positionOf;
}

/** The newest-first places that hold a key, and their hashes. */
function heldKeys(hashes: Float64Array): { positions: Int32Array; keyHashes: Uint32Array } {
  let held = 0;
  for (const hash of hashes) if (hash >= 0) held += 1;
  const positions = new Int32Array(held);
  const keyHashes = new Uint32Array(held);
  held = 0;
  for (let position = 0; position < hashes.length; position += 1) {
    const hash = hashes[position] as number;
    if (hash < 0) continue;
    positions[held] = position;
    keyHashes[held] = hash;
    held += 1;
  }
  return { positions, keyHashes };
}

/**
 * Which places of the sorted order share their hash with a neighbour; `places` (by newest-first place, reused)
 * then holds each such lead's place in the sorted order, -1 for the rest.
 */
function markShared(sorted: Int32Array, sortedHashes: Uint32Array, places: Float64Array): Uint8Array {
  const held = sorted.length;
  const shared = new Uint8Array(held);
  places.fill(-1);
  for (let at = 0; at < held; at += 1) {
    const hash = sortedHashes[at];
    if ((at > 0 && sortedHashes[at - 1] === hash) || (at + 1 < held && sortedHashes[at + 1] === hash)) {
      shared[at] = 1;
      places[sorted[at] as number] = at;
    }
  }
  return shared;
}

/** The sorted newest-first places turned into slots, in place. */
function slotsAt(sorted: Int32Array, order: Int32Array): Int32Array {
  for (let at = 0; at < sorted.length; at += 1) sorted[at] = order[sorted[at] as number] as number;
  return sorted;
}

/** Slots a step of the build reads (about 3 ms at a million leads in Node). */
const SLOTS_A_STEP = 16_384;

/** The key hashes of the slots `from`…`to` (exclusive), at their newest-first places; -1 where there is no key. */
function readHashes(
  kind: KeyKind,
  positionOf: Int32Array,
  hashes: Float64Array,
  from: number,
  to: number,
): void {
  for (let slot = from; slot < to; slot += 1) {
    const position = positionOf[slot] as number;
    if (position < 0) continue;
    const hash = kind.hashAt(slot);
    hashes[position] = hash;
    if (hash >= 0) kind.noteSize(position);
  }
}

/** Keeps the keys of the slots `from`…`to` that share their hash (their place in the sorted order in `places`). */
function keepShared(
  kind: KeyKind,
  positionOf: Int32Array,
  places: Float64Array,
  from: number,
  to: number,
): void {
  for (let slot = from; slot < to; slot += 1) {
    const position = positionOf[slot] as number;
    const at = position < 0 ? -1 : (places[position] as number);
    if (at >= 0) kind.keep(slot, at);
  }
}

/** One stable counting pass over 16 bits of the hashes (from bit `shift`); `starts` are where each value begins. */
function radixPass(
  positions: Int32Array,
  hashes: Uint32Array,
  shift: number,
): { positions: Int32Array; hashes: Uint32Array; starts: Int32Array } {
  const starts = new Int32Array(BUCKETS + 1);
  for (const hash of hashes) {
    const bucket = ((hash >>> shift) & 0xffff) + 1;
    starts[bucket] = (starts[bucket] as number) + 1;
  }
  for (let bucket = 0; bucket < BUCKETS; bucket += 1)
    starts[bucket + 1] = (starts[bucket + 1] as number) + (starts[bucket] as number);
  const next = starts.slice(0, BUCKETS);
  const sortedPositions = new Int32Array(positions.length);
  const sortedHashes = new Uint32Array(hashes.length);
  for (let at = 0; at < hashes.length; at += 1) {
    const hash = hashes[at] as number;
    const bucket = (hash >>> shift) & 0xffff;
    const to = next[bucket] as number;
    next[bucket] = to + 1;
    sortedPositions[to] = positions[at] as number;
    sortedHashes[to] = hash;
  }
  return { positions: sortedPositions, hashes: sortedHashes, starts };
}

/**
 * Joins the leads of each run of equal hashes that hold equal keys, for the runs that start in `start`…`limit`;
 * returns where the next run starts. A run is nearly always one key (the same e-mail, the same phone), checked
 * against its first lead; keys that differ (two keys of one hash) are sorted out among themselves the same way.
 */
function joinRuns(
  kind: KeyKind,
  sorted: Int32Array,
  hashes: Uint32Array,
  joins: LeadJoins,
  start: number,
  limit: number,
): number {
  const count = sorted.length;
  let runStart = start;
  while (runStart < count && runStart < limit) {
    const hash = hashes[runStart] as number;
    let end = runStart + 1;
    while (end < count && hashes[end] === hash) end += 1;
    if (end - runStart > 1) {
      let differ = false;
      for (let at = runStart + 1; at < end; at += 1) {
        if (kind.same(runStart, at)) joins.join(sorted[runStart] as number, sorted[at] as number);
        else differ = true;
      }
      if (differ) joinDiffering(kind, sorted, runStart, end, joins);
    }
    runStart = end;
  }
  return runStart;
}

/** The places of a run [start, end) whose keys are not its first's: sorted out among themselves the same way. */
function joinDiffering(
  kind: KeyKind,
  sorted: Int32Array,
  start: number,
  end: number,
  joins: LeadJoins,
): void {
  let left: number[] = [];
  for (let at = start + 1; at < end; at += 1) if (!kind.same(start, at)) left.push(at);
  while (left.length > 1) {
    const first = left[0] as number;
    const other: number[] = [];
    for (const at of left.slice(1)) {
      if (kind.same(first, at)) joins.join(sorted[first] as number, sorted[at] as number);
      else other.push(at);
    }
    left = other;
  }
}

/** A 32-bit mix of a phone's number (up to 15 digits: two halves of a double's integer). */
function numberHash(value: number): number {
  return mix((value >>> 0) ^ Math.imul(Math.floor(value / 2 ** 32), 0x9e3779b1));
}

/** FNV-1a over the key's UTF-16 code units, then mixed. */
function textHash(text: string): number {
  let hash = FNV_START;
  for (let at = 0; at < text.length; at += 1) hash = Math.imul(hash ^ text.charCodeAt(at), FNV_PRIME);
  return mix(hash);
}

/** FNV-1a from `hash` on over `length` code units: textHash of 'email:' and the key's characters, read in place. */
function fnv(start: number, codes: Uint16Array, length: number): number {
  let hash = start;
  for (let at = 0; at < length; at += 1) hash = Math.imul(hash ^ (codes[at] as number), FNV_PRIME);
  return hash;
}

const FNV_START = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** FNV-1a's state after 'email:', where every e-mail key's characters start. */
const EMAIL_KEY_STATE = fnv(
  FNV_START,
  Uint16Array.from(EMAIL_KEY, (char) => char.charCodeAt(0)),
  EMAIL_KEY.length,
);

/** murmur3's finalizer: every bit of the input moves the top bits, which pick the bucket. */
function mix(value: number): number {
  let hash = value;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
