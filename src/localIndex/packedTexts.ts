/** Tags of a value in a record: 0 null, 1…127 one byte a character, 128…254 two bytes, 255 kept aside. */
const NULL_TAG = 0;
const TWO_BYTE = 128;
const ASIDE = 255;
/** Characters a tagged value holds at most; a longer one is kept aside as a string. */
const MAX_TAGGED = 126;

function byteLength(tag: number): number {
  if (tag === NULL_TAG || tag === ASIDE) return 0;
  return tag < TWO_BYTE ? tag - 1 : 2 * (tag - TWO_BYTE);
}

/**
 * Records taken out of the heap for the database (leadChunks.ts): record i is `bytes[starts[i]…starts[i + 1])`, in
 * the heap's own encoding, so a reload copies them back in one piece instead of packing every string again.
 */
export interface PackedRecords {
  bytes: Uint8Array<ArrayBuffer>;
  /** One more than the records: the last is where the last record ends. */
  starts: Int32Array;
  /** Values kept aside (over 126 characters), by `record * fields + field`. */
  aside: Array<[number, string]>;
}

/**
 * The texts nearly every lead has its own of (phone, click ids, IP, the e-mail's own part), packed: each slot's
 * values one record in a byte heap (a tag per field, then the characters, one byte each while they are Latin-1, as
 * phones, ids and addresses are), and the record's start. A string costs its characters, not a JS string's header
 * and a pointer to it: about 55 bytes a lead where strings took about 180. A value of more than 126 characters is
 * kept aside as a string. Records are only appended (a slot is written once); `compact` copies the living ones.
 */
export class PackedTexts {
  private heap = new Uint8Array(4096);
  private used = 0;
  private starts: Int32Array;
  private aside = new Map<number, string>();

  constructor(
    private readonly fields: number,
    capacity: number,
  ) {
    this.starts = new Int32Array(capacity);
  }

  get(slot: number, field: number): string | null {
    const { heap } = this;
    const start = this.starts[slot] as number;
    let offset = start + this.fields;
    for (let before = 0; before < field; before += 1) offset += byteLength(heap[start + before] as number);
    const tag = heap[start + field] as number;
    if (tag === NULL_TAG) return null;
    if (tag === ASIDE) return this.aside.get(slot * this.fields + field) ?? null;
    if (tag < TWO_BYTE) {
      const view = heap.subarray(offset, offset + tag - 1);
      return String.fromCharCode.apply(null, view as unknown as number[]);
    }
    const codes = new Array<number>(tag - TWO_BYTE);
    for (let index = 0; index < codes.length; index += 1)
      codes[index] = (heap[offset + 2 * index] as number) | ((heap[offset + 2 * index + 1] as number) << 8);
    return String.fromCharCode.apply(null, codes);
  }

  /**
   * A value's UTF-16 code units written into `into` from index 0, and their count; -1 for null. A value longer than
   * `into` is counted, not written (read it with `get`). Reads a million phones and e-mails without a string each.
   */
  codes(slot: number, field: number, into: Uint16Array): number {
    const { heap } = this;
    const start = this.starts[slot] as number;
    const tag = heap[start + field] as number;
    if (tag === NULL_TAG) return -1;
    if (tag === ASIDE) {
      const value = this.aside.get(slot * this.fields + field);
      if (value === undefined) return -1;
      if (value.length <= into.length)
        for (let index = 0; index < value.length; index += 1) into[index] = value.charCodeAt(index);
      return value.length;
    }
    let offset = start + this.fields;
    for (let before = 0; before < field; before += 1) offset += byteLength(heap[start + before] as number);
    if (tag < TWO_BYTE) {
      const length = tag - 1;
      // A loop, not `set` of a subarray: a view made for each of a million short values cost more than the copy.
      if (length <= into.length)
        for (let index = 0; index < length; index += 1) into[index] = heap[offset + index] as number;
      return length;
    }
    const length = tag - TWO_BYTE;
    if (length <= into.length)
      for (let index = 0; index < length; index += 1)
        into[index] = (heap[offset + 2 * index] as number) | ((heap[offset + 2 * index + 1] as number) << 8);
    return length;
  }

  /** Whether a value is there and holds more than blanks (as `get(…)?.trim()` is not empty), without the string. */
  hasText(slot: number, field: number): boolean {
    const { heap } = this;
    const start = this.starts[slot] as number;
    const tag = heap[start + field] as number;
    if (tag === NULL_TAG) return false;
    if (tag === ASIDE || tag >= TWO_BYTE) return (this.get(slot, field) ?? '').trim() !== '';
    let offset = start + this.fields;
    for (let before = 0; before < field; before += 1) offset += byteLength(heap[start + before] as number);
    for (let index = 0; index < tag - 1; index += 1)
      if (!isLatin1Blank(heap[offset + index] as number)) return true;
    return false;
  }

  /** Writes a slot's values (one per field, in order). */
  set(slot: number, values: ReadonlyArray<string | null>): void {
    let size = this.fields;
    for (const value of values) if (value !== null && value.length <= MAX_TAGGED) size += 2 * value.length;
    this.reserve(size);
    const { heap } = this;
    const start = this.used;
    let offset = start + this.fields;
    for (let field = 0; field < this.fields; field += 1) {
      const value = values[field] ?? null;
      if (value === null) {
        heap[start + field] = NULL_TAG;
        continue;
      }
      if (value.length > MAX_TAGGED) {
        heap[start + field] = ASIDE;
        this.aside.set(slot * this.fields + field, value);
        continue;
      }
      if (isLatin1(value)) {
        heap[start + field] = value.length + 1;
        for (let index = 0; index < value.length; index += 1) heap[offset + index] = value.charCodeAt(index);
        offset += value.length;
      } else {
        heap[start + field] = TWO_BYTE + value.length;
        for (let index = 0; index < value.length; index += 1) {
          const code = value.charCodeAt(index);
          heap[offset + 2 * index] = code & 0xff;
          heap[offset + 2 * index + 1] = code >> 8;
        }
        offset += 2 * value.length;
      }
    }
    this.used = offset;
    this.starts[slot] = start;
  }

  /** The records of slots 0…count-1, for the database. */
  records(count: number): PackedRecords {
    return this.gathered(Int32Array.from({ length: count }, (_, slot) => slot));
  }

  /**
   * Takes in records as `records` gave them, record i into slot `slotOf[i]` (none where it is -1): the bytes in one
   * copy. A record left out keeps its bytes in the heap until the next compaction (a rare row the store skips).
   */
  appendRecords(records: PackedRecords, slotOf: Int32Array): void {
    const { bytes, starts } = records;
    this.reserve(bytes.length);
    const base = this.used;
    this.heap.set(bytes, base);
    this.used = base + bytes.length;
    for (let row = 0; row < slotOf.length; row += 1) {
      const slot = slotOf[row] as number;
      if (slot >= 0) this.starts[slot] = base + (starts[row] as number);
    }
    for (const [key, value] of records.aside) {
      const slot = slotOf[Math.floor(key / this.fields)] as number;
      if (slot >= 0) this.aside.set(slot * this.fields + (key % this.fields), value);
    }
  }

  grow(capacity: number): void {
    const starts = new Int32Array(capacity);
    starts.set(this.starts.subarray(0, Math.min(capacity, this.starts.length)));
    this.starts = starts;
  }

  /** Gives back the heap's spare room (it grows by a quarter): the next record grows it again. */
  fit(): void {
    if (this.used < this.heap.length) this.heap = this.heap.slice(0, this.used);
  }

  /** Keeps the records of the given slots, in that order, as slots 0…n-1. */
  compact(living: Int32Array): void {
    const { bytes, starts, aside } = this.gathered(living);
    this.heap = bytes;
    this.used = bytes.length;
    this.starts = new Int32Array(this.starts.length);
    this.starts.set(starts.subarray(0, living.length));
    this.aside = new Map(aside);
  }

  /** The records of these slots, in that order, one after another as records 0…n-1. */
  private gathered(slots: Int32Array): PackedRecords {
    let size = 0;
    for (const slot of slots) size += this.recordLength(slot);
    const bytes = new Uint8Array(size);
    const starts = new Int32Array(slots.length + 1);
    const aside: Array<[number, string]> = [];
    let used = 0;
    slots.forEach((slot, index) => {
      const start = this.starts[slot] as number;
      const length = this.recordLength(slot);
      bytes.set(this.heap.subarray(start, start + length), used);
      starts[index] = used;
      used += length;
      for (let field = 0; field < this.fields; field += 1) {
        const value = this.aside.get(slot * this.fields + field);
        if (value !== undefined) aside.push([index * this.fields + field, value]);
      }
    });
    starts[slots.length] = used;
    return { bytes, starts, aside };
  }

  get bytes(): number {
    let bytes = this.heap.byteLength + this.starts.byteLength;
    for (const value of this.aside.values()) bytes += 40 + value.length * 2;
    return bytes;
  }

  private recordLength(slot: number): number {
    const start = this.starts[slot] as number;
    let length = this.fields;
    for (let field = 0; field < this.fields; field += 1)
      length += byteLength(this.heap[start + field] as number);
    return length;
  }

  /** Room for `size` more bytes of records (a reload's whole account at once). */
  reserve(size: number): void {
    if (this.used + size <= this.heap.length) return;
    const heap = new Uint8Array(this.used + size + ((this.used + size) >> 2) + 4096);
    heap.set(this.heap.subarray(0, this.used));
    this.heap = heap;
  }
}

/** The records at `rows`, in that order, as records 0…n-1 (a chunk kept without some of its leads). */
export function pickedRecords(
  records: PackedRecords,
  rows: readonly number[],
  fields: number,
): PackedRecords {
  let size = 0;
  for (const row of rows) size += (records.starts[row + 1] as number) - (records.starts[row] as number);
  const bytes = new Uint8Array(size);
  const starts = new Int32Array(rows.length + 1);
  const newRow = new Map(rows.map((row, index) => [row, index]));
  let used = 0;
  rows.forEach((row, index) => {
    const start = records.starts[row] as number;
    const end = records.starts[row + 1] as number;
    bytes.set(records.bytes.subarray(start, end), used);
    starts[index] = used;
    used += end - start;
  });
  starts[rows.length] = used;
  const aside: Array<[number, string]> = [];
  for (const [key, value] of records.aside) {
    const index = newRow.get(Math.floor(key / fields));
    if (index !== undefined) aside.push([index * fields + (key % fields), value]);
  }
  return { bytes, starts, aside };
}

/** The Latin-1 characters String.prototype.trim removes: tab, line feed, vertical tab, form feed, return, space, no-break space. */
function isLatin1Blank(code: number): boolean {
  return (code >= 9 && code <= 13) || code === 32 || code === 160;
}

function isLatin1(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) > 0xff) return false;
  return true;
}
