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
    let size = 0;
    for (const slot of living) size += this.recordLength(slot);
    const heap = new Uint8Array(size + (size >> 3) + 4096);
    const starts = new Int32Array(this.starts.length);
    const aside = new Map<number, string>();
    let used = 0;
    living.forEach((slot, index) => {
      const start = this.starts[slot] as number;
      const length = this.recordLength(slot);
      heap.set(this.heap.subarray(start, start + length), used);
      starts[index] = used;
      used += length;
      for (let field = 0; field < this.fields; field += 1) {
        const value = this.aside.get(slot * this.fields + field);
        if (value !== undefined) aside.set(index * this.fields + field, value);
      }
    });
    this.heap = heap;
    this.starts = starts;
    this.used = used;
    this.aside = aside;
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

  private reserve(size: number): void {
    if (this.used + size <= this.heap.length) return;
    const heap = new Uint8Array(this.used + size + ((this.used + size) >> 2) + 4096);
    heap.set(this.heap.subarray(0, this.used));
    this.heap = heap;
  }
}

function isLatin1(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) > 0xff) return false;
  return true;
}
