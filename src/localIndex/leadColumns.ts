import type { Lead } from '@/api/schemas/lead';
import {
  type Column,
  NumberColumn,
  pickedNumbers,
  SHORT_ID_MOST,
  SharedTextColumn,
  type StoredNumbers,
  TextPool,
} from './columns';
import { type PackedRecords, PackedTexts, pickedRecords } from './packedTexts';

type Kind = 'number' | 'shared' | 'own' | 'email';

/**
 * How each field of a lead is held. The table names every field of Lead (a new field does not compile until it is
 * placed): numbers in typed arrays; texts most leads share a value of (names: about 8,000 distinct in 100,000
 * leads; UTM and Openstat labels; the referrer) by number into one pool; texts nearly every lead has its own of
 * (phones, click ids, IPs) packed as bytes (packedTexts.ts); e-mails split into their own part (packed) and a
 * shared domain.
 */
const LAYOUT = {
  id: 'number',
  firstId: 'number',
  clientId: 'number',
  name: 'shared',
  phone: 'own',
  email: 'email',
  userIdCreate: 'number',
  userIdUpdate: 'number',
  userIdOwner: 'number',
  sourceId: 'number',
  funnelStageId: 'number',
  remoteId: 'number',
  dtCreate: 'number',
  dtUpdate: 'number',
  locationUnitId: 'number',
  locationCityId: 'number',
  otherCount: 'number',
  cost: 'number',
  contractId: 'number',
  utmSource: 'shared',
  utmMedium: 'shared',
  utmCampaign: 'shared',
  utmContent: 'shared',
  utmTerm: 'shared',
  utmReferrer: 'shared',
  openstatService: 'shared',
  openstatCampaign: 'shared',
  openstatAd: 'shared',
  openstatSource: 'shared',
  from: 'shared',
  yclid: 'own',
  ymclid: 'own',
  ymClientId: 'own',
  gclid: 'own',
  yqrid: 'own',
  fbclid: 'own',
  trackerId: 'shared',
  referrer: 'shared',
  ip: 'own',
} as const satisfies Record<keyof Lead, Kind>;

export type LeadField = keyof typeof LAYOUT;
type FieldOf<K extends Kind> = { [F in LeadField]: (typeof LAYOUT)[F] extends K ? F : never }[LeadField];
export type NumberField = FieldOf<'number'>;
export type SharedField = FieldOf<'shared'>;
type OwnField = FieldOf<'own'>;

const FIELDS = Object.keys(LAYOUT) as LeadField[];
const fieldsOf = <K extends Kind>(kind: K) =>
  FIELDS.filter((field) => LAYOUT[field] === kind) as Array<FieldOf<K>>;
const NUMBER_FIELDS = fieldsOf('number');
const SHARED_FIELDS = fieldsOf('shared');
const OWN_FIELDS = fieldsOf('own');
/** Where each own text sits in a slot's packed record; the e-mail's own part comes last. */
const OWN_INDEX = Object.fromEntries(OWN_FIELDS.map((field, index) => [field, index])) as Record<
  OwnField,
  number
>;
const EMAIL_LOCAL = OWN_FIELDS.length;

/** The order of the number fields in a stored chunk (leadChunks.ts). */
export const CHUNK_NUMBER_FIELDS: readonly NumberField[] = NUMBER_FIELDS;
/** Fields of a packed record: the own texts, then the e-mail's own part. */
const OWN_RECORD_FIELDS = OWN_FIELDS.length + 1;
/** Shared columns of a stored chunk: the shared fields, then the e-mail's domain. */
const CHUNK_SHARED_COLUMNS = SHARED_FIELDS.length + 1;
/** Words a chunk numbers in two bytes (-1 is null). */
const SHORT_WORDS = 32_767;
/** A merge step's texts looked up (a few milliseconds of a worker's time in Chromium). */
const TEXTS_A_STEP = 8192;
/** A merge step's slots of one column renumbered. */
const SLOTS_A_STEP = 131_072;

/**
 * Leads in the store's own form, as the database keeps a page of them (leadChunks.ts): a reload puts them back
 * column to column, a distinct text looked up once and the packed texts copied in one piece, no string made
 * per lead.
 */
export interface ColumnRows {
  count: number;
  /**
   * The number fields (CHUNK_NUMBER_FIELDS), each in the width the store's column held it in: at 1,000,000 leads
   * about 40 bytes a lead where eight bytes each took 152, and a reload reads every byte back. Rows written before
   * (2026-11-29) hold every field in one Float64Array, field f of row i at f * count + i (NaN for null): they are
   * read as they are (`numberFieldsOf`), and leave as their leads are written again.
   */
  numbers: StoredNumbers[] | Float64Array;
  /** The distinct shared texts of these rows (names, labels, e-mail domains). */
  words: string[];
  /**
   * Shared column f of row i (the shared fields, then the e-mail's domain) at f * count + i: into `words`, -1 null;
   * two bytes while the words fit them.
   */
  wordOf: Int16Array | Int32Array;
  /** Each row's own texts and the e-mail's own part, packed (packedTexts.ts). */
  own: PackedRecords;
}

/** Each number field of stored rows, in CHUNK_NUMBER_FIELDS order, whichever form the rows were written in. */
export function numberFieldsOf(rows: ColumnRows): StoredNumbers[] {
  const { numbers, count } = rows;
  if (Array.isArray(numbers)) return numbers;
  return NUMBER_FIELDS.map((_, field) => numbers.subarray(field * count, (field + 1) * count));
}

const STORED_NUMBER_TAGS = [
  '[object Int8Array]',
  '[object Int16Array]',
  '[object Int32Array]',
  '[object Float64Array]',
];

/** Whether stored rows' numbers have a form this build reads: one per field, or every field in one array. */
function isStoredNumbers(numbers: unknown, count: number): boolean {
  if (Array.isArray(numbers))
    return (
      numbers.length === NUMBER_FIELDS.length &&
      numbers.every(
        (field: unknown) =>
          field === null ||
          (STORED_NUMBER_TAGS.some((tag) => isTyped(field, tag)) &&
            (field as ArrayLike<number>).length === count),
      )
    );
  return isTyped(numbers, '[object Float64Array]') && numbers.length === NUMBER_FIELDS.length * count;
}

/** Whether a stored value holds rows of this form (sizes checked; a typed array from any realm). */
export function isColumnRows(value: Partial<ColumnRows>): boolean {
  const { count, numbers, words, wordOf, own } = value;
  return (
    typeof count === 'number' &&
    isStoredNumbers(numbers, count) &&
    Array.isArray(words) &&
    (isTyped(wordOf, '[object Int32Array]') || isTyped(wordOf, '[object Int16Array]')) &&
    wordOf.length === CHUNK_SHARED_COLUMNS * count &&
    typeof own === 'object' &&
    own !== null &&
    isTyped(own.bytes, '[object Uint8Array]') &&
    isTyped(own.starts, '[object Int32Array]') &&
    own.starts.length === count + 1 &&
    Array.isArray(own.aside)
  );
}

/** A typed array of this tag, from this realm or another (IndexedDB's are checked by tag, not by instanceof). */
function isTyped(value: unknown, tag: string): value is ArrayBufferView & ArrayLike<number> {
  return ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === tag;
}

/** The rows at `rows` (row numbers), in that order: a chunk kept without some of its leads. */
export function pickedRows(from: ColumnRows, rows: readonly number[]): ColumnRows {
  const count = rows.length;
  const wordOf =
    from.wordOf.BYTES_PER_ELEMENT === 2
      ? new Int16Array(CHUNK_SHARED_COLUMNS * count)
      : new Int32Array(CHUNK_SHARED_COLUMNS * count);
  rows.forEach((row, index) => {
    for (let field = 0; field < CHUNK_SHARED_COLUMNS; field += 1)
      wordOf[field * count + index] = from.wordOf[field * from.count + row] as number;
  });
  return {
    count,
    numbers: numberFieldsOf(from).map((values) => pickedNumbers(values, rows)),
    words: from.words,
    wordOf,
    own: pickedRecords(from.own, rows, OWN_RECORD_FIELDS),
  };
}

export function isLeadField(field: string): field is LeadField {
  return Object.hasOwn(LAYOUT, field);
}

export function isNumberField(field: string): field is NumberField {
  return isLeadField(field) && LAYOUT[field] === 'number';
}

export function isSharedField(field: string): field is SharedField {
  return isLeadField(field) && LAYOUT[field] === 'shared';
}

function columnsOf<F extends string, C>(fields: readonly F[], make: () => C): Record<F, C> {
  return Object.fromEntries(fields.map((field) => [field, make()])) as Record<F, C>;
}

/**
 * Every lead the store holds, a column per field (see LAYOUT), a row per slot. A lead object is made only when
 * asked (`read`), never held: 100,000 leads as objects cost about 57 MB, as columns a fraction of it
 * (docs/local-index.md, "Layout").
 */
export class LeadColumns {
  private capacity: number;
  private readonly pool = new TextPool();
  private readonly numbers: Record<NumberField, NumberColumn>;
  private readonly shared: Record<SharedField, SharedTextColumn>;
  private readonly own: PackedTexts;
  private readonly domain: SharedTextColumn;
  private readonly all: Array<Column<number | null> | Column<string | null>>;
  private readonly readers: Map<LeadField, (slot: number) => unknown>;

  constructor(capacity = 1024) {
    this.capacity = capacity;
    this.numbers = columnsOf(NUMBER_FIELDS, () => new NumberColumn(capacity));
    this.shared = columnsOf(SHARED_FIELDS, () => new SharedTextColumn(capacity, this.pool));
    this.own = new PackedTexts(OWN_RECORD_FIELDS, capacity);
    this.domain = new SharedTextColumn(capacity, this.pool);
    this.all = [
      ...Object.values<NumberColumn>(this.numbers),
      ...Object.values<SharedTextColumn>(this.shared),
      this.domain,
    ];
    this.readers = this.readersOf();
  }

  write(slot: number, lead: Lead): void {
    if (slot >= this.capacity) this.grow(slot + (slot >> 2) + 1024);
    for (const field of NUMBER_FIELDS) this.numbers[field].set(slot, lead[field]);
    for (const field of SHARED_FIELDS) this.shared[field].set(slot, lead[field]);
    this.setOwn(
      slot,
      OWN_FIELDS.map((field) => lead[field]),
      lead.email,
    );
  }

  /** The own texts and the e-mail, split at its last "@" (none: kept whole as the own part, no domain). */
  private setOwn(slot: number, own: Array<string | null>, email: string | null): void {
    const at = email === null ? -1 : email.lastIndexOf('@');
    own.push(email === null || at < 0 ? email : email.slice(0, at));
    this.own.set(slot, own);
    this.domain.set(slot, email === null || at < 0 ? null : email.slice(at + 1));
  }

  private email(slot: number): string | null {
    const local = this.own.get(slot, EMAIL_LOCAL);
    const domain = this.domain.get(slot);
    return domain === null ? local : `${local}@${domain}`;
  }

  /** Leads in the database's form: written into columns of their own, then taken out (ColumnRows). */
  static rowsOf(leads: readonly Lead[]): ColumnRows {
    const count = leads.length;
    const columns = new LeadColumns(count);
    leads.forEach((lead, slot) => {
      columns.write(slot, lead);
    });
    const numbers = NUMBER_FIELDS.map((field) => columns.numbers[field].stored(count));
    const words = columns.pool.all();
    const wordOf =
      words.length <= SHORT_WORDS
        ? new Int16Array(CHUNK_SHARED_COLUMNS * count)
        : new Int32Array(CHUNK_SHARED_COLUMNS * count);
    columns.sharedColumns().forEach((column, index) => {
      column.idsInto(count, wordOf, index * count);
    });
    return { count, numbers, words, wordOf, own: columns.own.records(count) };
  }

  /** Puts stored rows in slots, row i in slot `slotOf[i]` (none where it is -1), as `write` would their leads. */
  writeRows(rows: ColumnRows, slotOf: Int32Array): void {
    let last = -1;
    for (const slot of slotOf) last = Math.max(last, slot);
    if (last >= this.capacity) this.grow(last + (last >> 2) + 1024);
    const { count, wordOf } = rows;
    const numbers = numberFieldsOf(rows);
    NUMBER_FIELDS.forEach((field, index) => {
      this.numbers[field].setStored(numbers[index] ?? null, slotOf);
    });
    // The chunk's texts join the pool unchecked, their repeats merged later (mergingRepeats).
    const first = this.pool.addUnchecked(rows.words);
    this.sharedColumns().forEach((column, index) => {
      for (let row = 0; row < count; row += 1) {
        const slot = slotOf[row] as number;
        const word = wordOf[index * count + row] as number;
        if (slot >= 0) column.setId(slot, word < 0 ? -1 : first + word);
      }
    });
    this.own.appendRecords(rows.own, slotOf);
  }

  /** Whether texts a reload added are still to be merged with their repeats (mergingRepeats). */
  get repeatsUnmerged(): boolean {
    const { from, to } = this.pool.unchecked();
    return from < to;
  }

  /**
   * Merges the repeated texts a reload added unchecked, a step at a time: the texts looked up, then each shared
   * column's slots given the numbers their texts keep, then the repeats let go. Writes meanwhile are safe (both
   * numbers read the same text, and `id` never hands out a repeat's); a compaction meanwhile merges them itself.
   */
  *mergingRepeats(): Generator<void, void> {
    const { from, to, renumbered } = this.pool.unchecked();
    if (from >= to) return;
    const keeps = new Int32Array(to - from);
    for (let start = from; start < to; start += TEXTS_A_STEP) {
      this.pool.checkUnchecked(keeps, from, start, Math.min(to, start + TEXTS_A_STEP));
      yield;
      if (!this.pool.stillNumbered(renumbered)) return;
    }
    for (const column of this.sharedColumns())
      for (let start = 0; start < this.capacity; start += SLOTS_A_STEP) {
        column.mergeRepeats(keeps, from, start, Math.min(this.capacity, start + SLOTS_A_STEP));
        yield;
        if (!this.pool.stillNumbered(renumbered)) return;
      }
    this.pool.releaseRepeats(keeps, from, renumbered);
    // Past 32,767 numbers the columns took 4 bytes a slot for the reload (100,000 leads: 67,000 texts, 28,000
    // distinct); once the texts held fit 2 bytes again, one renumbering gives the columns back their 2 bytes.
    if (this.pool.held <= SHORT_ID_MOST + 1) this.compactTexts(this.capacity);
  }

  /** The shared columns in the order of a stored chunk's: the shared fields, then the e-mail's domain. */
  private sharedColumns(): SharedTextColumn[] {
    return [...SHARED_FIELDS.map((field) => this.shared[field]), this.domain];
  }

  /** Whether the slot holds exactly this lead (a lead read again that did not change). */
  same(slot: number, lead: Lead): boolean {
    for (const field of NUMBER_FIELDS) if (this.numbers[field].get(slot) !== lead[field]) return false;
    for (const field of SHARED_FIELDS) if (this.shared[field].get(slot) !== lead[field]) return false;
    for (const field of OWN_FIELDS) if (this.own.get(slot, OWN_INDEX[field]) !== lead[field]) return false;
    return this.email(slot) === lead.email;
  }

  /** Each field's reader, its kind and column looked up once: a filter over a million leads reads a field of each. */
  private readersOf(): Map<LeadField, (slot: number) => unknown> {
    return new Map<LeadField, (slot: number) => unknown>(
      FIELDS.map((field) => {
        const kind: Kind = LAYOUT[field];
        if (kind === 'number') {
          const column = this.numbers[field as NumberField];
          return [field, (slot: number) => column.get(slot)];
        }
        if (kind === 'shared') {
          const column = this.shared[field as SharedField];
          return [field, (slot: number) => column.get(slot)];
        }
        if (kind === 'own') {
          const index = OWN_INDEX[field as OwnField];
          return [field, (slot: number) => this.own.get(slot, index)];
        }
        return [field, (slot: number) => this.email(slot)];
      }),
    );
  }

  value<K extends LeadField>(slot: number, field: K): Lead[K] {
    return (this.readers.get(field) as (slot: number) => Lead[K])(slot);
  }

  /** Whether an own text (a phone, a click id) or the e-mail holds more than blanks (an e-mail with a domain holds an "@": never blank). */
  hasText(slot: number, field: OwnField | 'email'): boolean {
    if (field === 'email' && this.domain.get(slot) !== null) return true;
    return this.own.hasText(slot, field === 'email' ? EMAIL_LOCAL : OWN_INDEX[field]);
  }

  /**
   * The number and shared-text columns by field, to read one field of many slots (SlotLead): a field named in the
   * code is one property load, where `value` looks its kind and column up at each call (the figures over a million
   * leads spent most of their time there).
   */
  get numberColumns(): Readonly<Record<NumberField, Pick<NumberColumn, 'get' | 'readInto'>>> {
    return this.numbers;
  }

  get textColumns(): Readonly<Record<SharedField, Pick<SharedTextColumn, 'get' | 'numbered'>>> {
    return this.shared;
  }

  /** The phone's code units into `into` and their count, -1 for none (PackedTexts.codes: no string made). */
  phoneCodes(slot: number, into: Uint16Array): number {
    return this.own.codes(slot, OWN_INDEX.phone, into);
  }

  /** The e-mail's code units (its own part, "@", its domain) into `into` and their count, as `phoneCodes`. */
  emailCodes(slot: number, into: Uint16Array): number {
    const local = this.own.codes(slot, EMAIL_LOCAL, into);
    const domain = this.domain.get(slot);
    if (domain === null || local < 0) return local;
    const length = local + 1 + domain.length;
    if (length > into.length) return length;
    into[local] = 0x40;
    for (let index = 0; index < domain.length; index += 1) into[local + 1 + index] = domain.charCodeAt(index);
    return length;
  }

  /** An own text of a slot (phones, click ids), read without looking its kind up. */
  ownText(slot: number, field: OwnField): string | null {
    return this.own.get(slot, OWN_INDEX[field]);
  }

  id(slot: number): number {
    return this.numbers.id.get(slot) as number;
  }

  dtCreate(slot: number): number {
    return this.numbers.dtCreate.get(slot) as number;
  }

  dtUpdate(slot: number): number | null {
    return this.numbers.dtUpdate.get(slot);
  }

  /**
   * A new lead object with the slot's fields. Written out field by field: one literal of a fixed shape is made
   * about twenty times faster than an object filled in a loop, and the board and the inbox read every lead.
   */
  read(slot: number): Lead {
    const n = this.numbers;
    const t = this.shared;
    const own = this.own;
    const o = OWN_INDEX;
    return {
      id: n.id.get(slot) as number,
      firstId: n.firstId.get(slot),
      clientId: n.clientId.get(slot),
      name: t.name.get(slot),
      phone: own.get(slot, o.phone),
      email: this.email(slot),
      userIdCreate: n.userIdCreate.get(slot),
      userIdUpdate: n.userIdUpdate.get(slot),
      userIdOwner: n.userIdOwner.get(slot),
      sourceId: n.sourceId.get(slot),
      funnelStageId: n.funnelStageId.get(slot),
      remoteId: n.remoteId.get(slot),
      dtCreate: n.dtCreate.get(slot) as number,
      dtUpdate: n.dtUpdate.get(slot),
      locationUnitId: n.locationUnitId.get(slot),
      locationCityId: n.locationCityId.get(slot),
      otherCount: n.otherCount.get(slot) as number,
      cost: n.cost.get(slot),
      contractId: n.contractId.get(slot),
      utmSource: t.utmSource.get(slot),
      utmMedium: t.utmMedium.get(slot),
      utmCampaign: t.utmCampaign.get(slot),
      utmContent: t.utmContent.get(slot),
      utmTerm: t.utmTerm.get(slot),
      utmReferrer: t.utmReferrer.get(slot),
      openstatService: t.openstatService.get(slot),
      openstatCampaign: t.openstatCampaign.get(slot),
      openstatAd: t.openstatAd.get(slot),
      openstatSource: t.openstatSource.get(slot),
      from: t.from.get(slot),
      yclid: own.get(slot, o.yclid),
      ymclid: own.get(slot, o.ymclid),
      ymClientId: own.get(slot, o.ymClientId),
      gclid: own.get(slot, o.gclid),
      yqrid: own.get(slot, o.yqrid),
      fbclid: own.get(slot, o.fbclid),
      trackerId: t.trackerId.get(slot),
      referrer: t.referrer.get(slot),
      ip: own.get(slot, o.ip),
    };
  }

  /** Keeps the given slots, in that order, as 0…n-1. */
  compact(living: Int32Array): void {
    for (const column of this.all) column.compact(living);
    this.own.compact(living);
    this.compactTexts(living.length);
  }

  /**
   * The pool down to the texts the first `count` slots hold, renumbered without gaps, and the columns back to 2-byte
   * numbers where those fit again.
   */
  private compactTexts(count: number): void {
    const texts = this.sharedColumns();
    const used = new Uint8Array(this.pool.size);
    for (const column of texts) column.markUsed(used, count);
    const numbers = this.pool.compact(used);
    for (const column of texts) column.renumber(numbers, count);
    for (const column of texts) column.narrow(this.pool.size);
  }

  /**
   * Room for `capacity` slots, `ownBytes` more bytes of packed texts and `texts` more shared texts, before a
   * reload writes them.
   */
  reserve(capacity: number, ownBytes: number, texts: number): void {
    if (capacity > this.capacity) this.grow(capacity);
    this.own.reserve(ownBytes);
    for (const column of this.sharedColumns()) column.expect(this.pool.size + texts);
  }

  /** Gives back the room past `capacity` slots (at least the slots written), and the packed texts' spare bytes. */
  fit(capacity: number): void {
    if (capacity < this.capacity) this.grow(capacity);
    this.own.fit();
  }

  /** Shared texts held (names, labels, domains): distinct but for a reload's repeats not merged yet. */
  get sharedTexts(): number {
    return this.pool.held;
  }

  get bytes(): number {
    let bytes = this.pool.bytes + this.own.bytes;
    for (const column of this.all) bytes += column.bytes;
    return bytes;
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    for (const column of this.all) column.grow(capacity);
    this.own.grow(capacity);
  }
}
