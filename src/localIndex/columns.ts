/**
 * The column kinds the lead store is built of (see leadColumns.ts). Each holds one field of every slot and grows with
 * the slots; `compact` keeps the given slots, in that order, as 0…n-1.
 */
export interface Column<T> {
  get(slot: number): T;
  set(slot: number, value: T): void;
  grow(capacity: number): void;
  compact(living: Int32Array): void;
  /** Bytes held, for the memory figures in docs/local-index.md. */
  readonly bytes: number;
}

/** Whole numbers in the narrowest of 1, 2 or 4 bytes that holds every value so far; each width's least is null. */
type IntArray = Int8Array | Int16Array | Int32Array;
interface IntWidth {
  readonly least: number;
  readonly most: number;
  make(length: number): IntArray;
}
/** The 4-byte width's null: a value equal to it goes to the 8-byte column. */
const INT32_LEAST = -2147483648;
const INT_WIDTHS: readonly IntWidth[] = [
  { least: -128, most: 127, make: (length) => new Int8Array(length) },
  { least: -32768, most: 32767, make: (length) => new Int16Array(length) },
  { least: INT32_LEAST, most: 2147483647, make: (length) => new Int32Array(length) },
];
const fitsWidth = (width: IntWidth, value: number) => value > width.least && value <= width.most;

/**
 * A number field of stored rows (leadChunks.ts), as NumberColumn held it: in the narrowest width its values needed,
 * each width's least value standing for null (NaN in eight bytes), or null where no row has a value.
 */
export type StoredNumbers = Int8Array | Int16Array | Int32Array | Float64Array | null;

/** The null of a stored width (each array's kind is told by its element size: 1, 2, 4 or 8 bytes). */
function storedNull(values: Exclude<StoredNumbers, null>): number {
  return INT_WIDTHS[values.BYTES_PER_ELEMENT >> 1]?.least ?? Number.NaN;
}

/** The value of a stored number; null for its width's null. */
export function storedValue(
  values: Exclude<StoredNumbers, null>,
  row: number,
  none = storedNull(values),
): number | null {
  const value = values[row] as number;
  return value === none || Number.isNaN(value) ? null : value;
}

/** The rows `rows` of stored numbers, in that order, in the same width. */
export function pickedNumbers(values: StoredNumbers, rows: readonly number[]): StoredNumbers {
  if (values === null) return null;
  const picked =
    values.BYTES_PER_ELEMENT === 1
      ? new Int8Array(rows.length)
      : values.BYTES_PER_ELEMENT === 2
        ? new Int16Array(rows.length)
        : values.BYTES_PER_ELEMENT === 4
          ? new Int32Array(rows.length)
          : new Float64Array(rows.length);
  rows.forEach((row, index) => {
    picked[index] = values[row] as number;
  });
  return picked;
}

/**
 * Numbers that may be null. Stages, sources, cities, offices, owners and counts fit one or two bytes; ids, unix
 * seconds and whole money four. The column starts at the narrowest width its first value fits and widens when a
 * value does not (to 8 bytes, NaN for null, the first time one is not a whole number of 4 bytes), so no value is
 * ever rounded. A field no lead has a value of (many accounts never fill the remote id or the contract) holds no
 * array at all.
 */
export class NumberColumn implements Column<number | null> {
  private ints: IntArray | null = null;
  private width: IntWidth = INT_WIDTHS[0] as IntWidth;
  private floats: Float64Array | null = null;

  constructor(private capacity: number) {}

  get(slot: number): number | null {
    if (this.ints) {
      const value = this.ints[slot] as number;
      return value === this.width.least ? null : value;
    }
    if (!this.floats) return null;
    const value = this.floats[slot] as number;
    return Number.isNaN(value) ? null : value;
  }

  /**
   * Slots start…end-1 into `into` from 0, NaN for null: a range read in one call, not a call a slot (a reload's
   * indexes read a million slots a field in code the worker has not optimised yet).
   */
  readInto(start: number, end: number, into: Float64Array): void {
    const count = end - start;
    if (this.floats) into.set(this.floats.subarray(start, end));
    else if (!this.ints) into.fill(Number.NaN, 0, count);
    else {
      into.set(this.ints.subarray(start, end));
      const { least } = this.width;
      for (let index = 0; index < count; index += 1) if (into[index] === least) into[index] = Number.NaN;
    }
  }

  set(slot: number, value: number | null): void {
    if (this.floats) {
      this.floats[slot] = value === null ? Number.NaN : value;
      return;
    }
    if (value === null) {
      if (this.ints) this.ints[slot] = this.width.least;
      return;
    }
    if ((value | 0) === value && value !== INT32_LEAST && !Object.is(value, -0)) {
      if (!this.ints || !fitsWidth(this.width, value)) this.widenInts(value);
      (this.ints as IntArray)[slot] = value;
      return;
    }
    this.widen()[slot] = value;
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    if (this.ints) this.ints = grown(this.ints, this.emptyInts(this.width, capacity));
    if (this.floats) this.floats = grown(this.floats, new Float64Array(capacity).fill(Number.NaN));
  }

  compact(living: Int32Array): void {
    if (this.ints) this.ints = picked(this.ints, living, this.emptyInts(this.width, this.capacity));
    if (this.floats)
      this.floats = picked(this.floats, living, new Float64Array(this.capacity).fill(Number.NaN));
  }

  get bytes(): number {
    return (this.ints ?? this.floats)?.byteLength ?? 0;
  }

  /** Slots 0…count-1 in the column's own width, to store (a copy: a view would store the whole buffer). */
  stored(count: number): StoredNumbers {
    return this.ints?.slice(0, count) ?? this.floats?.slice(0, count) ?? null;
  }

  /** Puts stored row i in slot `slotOf[i]` (none where it is -1), as `set` would its value. */
  setStored(values: StoredNumbers, slotOf: Int32Array): void {
    const storedWidth = values === null ? undefined : INT_WIDTHS[values.BYTES_PER_ELEMENT >> 1];
    // Whole numbers: the column takes the stored width at once (the chunk's column needed it), then each value is
    // copied as it is, its width's null made this one's: a reload puts a million leads' numbers back.
    if (values !== null && storedWidth && !this.floats) {
      if (!this.ints || this.width.most < storedWidth.most) this.widenInts(storedWidth.most);
      const ints = this.ints as IntArray;
      const none = storedWidth.least;
      const least = this.width.least;
      for (let row = 0; row < slotOf.length; row += 1) {
        const slot = slotOf[row] as number;
        if (slot < 0) continue;
        const value = values[row] as number;
        ints[slot] = value === none ? least : value;
      }
      return;
    }
    const none = values === null ? Number.NaN : storedNull(values);
    for (let row = 0; row < slotOf.length; row += 1) {
      const slot = slotOf[row] as number;
      if (slot >= 0) this.set(slot, values === null ? null : storedValue(values, row, none));
    }
  }

  private emptyInts(width: IntWidth, length: number): IntArray {
    return width.make(length).fill(width.least);
  }

  /** Moves to the narrowest width that holds `value` as well as every value so far (null stays null). */
  private widenInts(value: number): void {
    const from = this.ints;
    const fromWidth = this.width;
    const width = INT_WIDTHS.find(
      (candidate) => candidate.most >= fromWidth.most && fitsWidth(candidate, value),
    );
    if (!width) throw new Error(`a whole number past 4 bytes went to the 4-byte column: ${value}`);
    const to = this.emptyInts(width, this.capacity);
    if (from)
      for (let slot = 0; slot < from.length; slot += 1) {
        const held = from[slot] as number;
        if (held !== fromWidth.least) to[slot] = held;
      }
    this.ints = to;
    this.width = width;
  }

  private widen(): Float64Array {
    const floats = new Float64Array(this.capacity).fill(Number.NaN);
    const { ints } = this;
    if (ints)
      for (let slot = 0; slot < ints.length; slot += 1) {
        const value = ints[slot] as number;
        if (value !== this.width.least) floats[slot] = value;
      }
    this.ints = null;
    this.floats = floats;
    return floats;
  }
}

/**
 * Texts most leads share a value of (UTM labels, sources, names, e-mail domains): each distinct value kept once,
 * each slot holding its number (-1 for null; 2 bytes while the pool's numbers fit them, else 4; no array while no
 * lead has a value). Values no slot holds any more leave the pool when the store compacts.
 */
export class SharedTextColumn implements Column<string | null> {
  private ids: Int16Array | Int32Array | null = null;
  /** Whether the column's first array takes 4-byte numbers (expect). */
  private wide = false;

  constructor(
    private capacity: number,
    private readonly pool: TextPool,
  ) {}

  get(slot: number): string | null {
    return this.ids ? this.pool.text(this.ids[slot] as number) : null;
  }

  /**
   * Every slot's number in the pool (-1 for null; null when no slot has a value) and the pool's texts by number, to
   * read many slots without a call each (the sort orders): not to be written to, valid until the store changes.
   * Equal numbers read the same text; until a reload's repeats are merged, one text may have two numbers.
   */
  numbered(): { ids: Int16Array | Int32Array | null; texts: readonly string[] } {
    return { ids: this.ids, texts: this.pool.textsByNumber };
  }

  set(slot: number, value: string | null): void {
    this.setId(slot, value === null ? -1 : this.pool.id(value));
  }

  /**
   * Numbers up to `most` are coming (a reload's texts): a column past 2-byte numbers takes 4 at once, not after
   * the first of them (a copy of the whole column, mid-reload).
   */
  expect(most: number): void {
    if (most <= SHORT_ID_MOST) return;
    this.wide = true;
    if (this.ids instanceof Int16Array) this.ids = grown32(this.ids, this.capacity);
  }

  /** Back to 2-byte numbers once the pool's `size` numbers fit them (after a compaction). */
  narrow(size: number): void {
    if (size > SHORT_ID_MOST + 1) return;
    this.wide = false;
    if (this.ids instanceof Int32Array) this.ids = Int16Array.from(this.ids);
  }

  /** Sets a slot's value by its number in the pool (-1 for null), as `ids` gave it. */
  setId(slot: number, id: number): void {
    if (id < 0) {
      if (this.ids) this.ids[slot] = -1;
      return;
    }
    if (!this.ids)
      this.ids = (this.wide ? new Int32Array(this.capacity) : new Int16Array(this.capacity)).fill(-1);
    if (id > SHORT_ID_MOST && this.ids instanceof Int16Array) this.ids = grown32(this.ids, this.capacity);
    this.ids[slot] = id;
  }

  /** The pool numbers of slots 0…count-1 (-1 for null), into `into` from `at`. */
  idsInto(count: number, into: Int16Array | Int32Array, at: number): void {
    if (this.ids) into.set(this.ids.subarray(0, count), at);
    else into.fill(-1, at, at + count);
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    if (this.ids) this.ids = grown(this.ids, this.emptyIds(capacity));
  }

  compact(living: Int32Array): void {
    if (this.ids) this.ids = picked(this.ids, living, this.emptyIds(this.capacity));
  }

  private emptyIds(length: number): Int16Array | Int32Array {
    return (this.ids instanceof Int16Array ? new Int16Array(length) : new Int32Array(length)).fill(-1);
  }

  /** Marks the pool's values the first `count` slots hold. */
  markUsed(used: Uint8Array, count: number): void {
    const { ids } = this;
    if (!ids) return;
    for (let slot = 0; slot < count; slot += 1) {
      const id = ids[slot] as number;
      if (id >= 0) used[id] = 1;
    }
  }

  /**
   * Slots start…end-1 holding a repeat a reload read back (TextPool.addUnchecked) take the number its text keeps:
   * `keeps[id - from]` for numbers from `from` on. Both numbers read the same text, so a column part done reads right.
   */
  mergeRepeats(keeps: Int32Array, from: number, start: number, end: number): void {
    const { ids } = this;
    if (!ids) return;
    const to = from + keeps.length;
    for (let slot = start; slot < end; slot += 1) {
      const id = ids[slot] as number;
      if (id >= from && id < to) ids[slot] = keeps[id - from] as number;
    }
  }

  /** Renumbers the first `count` slots' values after the pool dropped the unused (TextPool.compact). */
  renumber(numbers: Int32Array, count: number): void {
    const { ids } = this;
    if (!ids) return;
    for (let slot = 0; slot < count; slot += 1) {
      const id = ids[slot] as number;
      if (id >= 0) ids[slot] = numbers[id] as number;
    }
  }

  get bytes(): number {
    return this.ids?.byteLength ?? 0;
  }
}

/**
 * Distinct texts, each once, by number; shared by the columns of one store. A reload adds its chunks' texts unchecked
 * (`addUnchecked`): looking up each of a million leads' page texts (668,000 at 1,000,000 leads, 240,000 distinct)
 * was nearly a third of the reload's build. Their repeats are merged afterwards, a step at a time (`checkUnchecked`,
 * `releaseRepeats`); until then a text may have two numbers, which read the same.
 */
export class TextPool {
  private numbers = new Map<string, number>();
  private texts: string[] = [];
  /** Numbers checkedUpTo…uncheckedEnd-1 were added unchecked (and may repeat a text); `id` adds only checked ones. */
  private checkedUpTo = 0;
  private uncheckedEnd = 0;
  /** Repeats let go (releaseRepeats): their numbers stay, with an empty text, until the next compaction. */
  private released = 0;
  /** Bumped when every number changes (compact): a merge under way started from numbers that no longer hold. */
  private renumbered = 0;

  id(text: string): number {
    let id = this.numbers.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.texts.push(text);
      this.numbers.set(text, id);
    }
    return id;
  }

  /** Adds the texts as they are, unlooked-up (a reload's chunks); returns the first one's number. */
  addUnchecked(texts: readonly string[]): number {
    const first = this.texts.length;
    if (this.checkedUpTo >= this.uncheckedEnd) this.checkedUpTo = first;
    for (const text of texts) this.texts.push(text);
    this.uncheckedEnd = this.texts.length;
    return first;
  }

  /** The numbers added unchecked, from…to-1, and the renumbering they belong to. */
  unchecked(): { from: number; to: number; renumbered: number } {
    return { from: this.checkedUpTo, to: this.uncheckedEnd, renumbered: this.renumbered };
  }

  /**
   * Looks up the unchecked numbers start…end-1: each first spelling is kept (and found by `id` from now on), each
   * repeat gets its first's number in `keeps` (indexed from `from`).
   */
  checkUnchecked(keeps: Int32Array, from: number, start: number, end: number): void {
    for (let id = start; id < end; id += 1) {
      const text = this.texts[id] as string;
      const kept = this.numbers.get(text);
      if (kept === undefined) this.numbers.set(text, id);
      keeps[id - from] = kept ?? id;
    }
  }

  /** Lets go of the repeats' texts once no column holds their numbers; false if a compaction came first. */
  releaseRepeats(keeps: Int32Array, from: number, renumbered: number): boolean {
    if (renumbered !== this.renumbered) return false;
    for (let index = 0; index < keeps.length; index += 1)
      if (keeps[index] !== from + index) {
        this.texts[from + index] = '';
        this.released += 1;
      }
    this.checkedUpTo = Math.max(this.checkedUpTo, from + keeps.length);
    return true;
  }

  /** Whether the numbers are still the ones a merge started from. */
  stillNumbered(renumbered: number): boolean {
    return renumbered === this.renumbered;
  }

  text(id: number): string | null {
    return id < 0 ? null : (this.texts[id] as string);
  }

  /** The texts by number (SharedTextColumn.numbered): not to be written to. */
  get textsByNumber(): readonly string[] {
    return this.texts;
  }

  /** Every value, by number (a copy). */
  all(): string[] {
    return this.texts.slice();
  }

  /**
   * Keeps only the values marked used (a renamed lead's old name, a label no lead has any more), renumbered in
   * their order, a repeat taking its first spelling's number; returns each old number's new one for the columns
   * (SharedTextColumn.renumber).
   */
  compact(used: Uint8Array): Int32Array {
    const numbers = new Int32Array(this.texts.length).fill(-1);
    const texts: string[] = [];
    const kept = new Map<string, number>();
    for (let id = 0; id < this.texts.length; id += 1) {
      if (used[id] !== 1) continue;
      const text = this.texts[id] as string;
      const first = kept.get(text);
      if (first !== undefined) {
        numbers[id] = first;
        continue;
      }
      numbers[id] = texts.length;
      kept.set(text, texts.length);
      texts.push(text);
    }
    this.texts = texts;
    this.numbers = kept;
    this.checkedUpTo = 0;
    this.uncheckedEnd = 0;
    this.released = 0;
    this.renumbered += 1;
    return numbers;
  }

  /** Numbers given out (the released repeats' too). */
  get size(): number {
    return this.texts.length;
  }

  /** Texts held: before the repeats of a reload are merged, each repeat counts. */
  get held(): number {
    return this.texts.length - this.released;
  }

  get bytes(): number {
    let bytes = 0;
    // A released repeat is an empty text: nothing but its place in the list.
    for (const text of this.texts) bytes += text === '' ? 4 : 40 + text.length * 2;
    return bytes;
  }
}

type TypedColumn = IntArray | Float64Array;

/** The most a shared text column's 2-byte numbers hold (-1 is null). */
export const SHORT_ID_MOST = 32767;

function grown32(from: Int16Array, capacity: number): Int32Array {
  const to = new Int32Array(capacity).fill(-1);
  to.set(from.subarray(0, Math.min(from.length, capacity)));
  return to;
}

function grown<T extends TypedColumn>(from: T, to: T): T {
  to.set(from.subarray(0, Math.min(from.length, to.length)));
  return to;
}

function picked<T extends TypedColumn>(from: T, living: Int32Array, to: T): T {
  for (let index = 0; index < living.length; index += 1) to[index] = from[living[index] as number] as number;
  return to;
}
