const EMPTY = -1;
/** Past this share of cells in use, the table doubles (linear probing stays short below it). */
const MAX_LOAD = 0.75;

/**
 * The slot of each id held: an open-addressing hash table (linear probing, a power-of-two number of cells) of
 * slots alone, in one `Int32Array`. The ids are not kept a second time: a cell's id is read from the slot itself
 * (`idOf`, the store's id column), so the table costs 4 bytes a cell where a `Map` of numbers cost about 29 bytes
 * an entry (1,000,000 leads: 8.4 MB at most, against 29). Ids compare exactly, whatever their size (a safe integer
 * past 2³¹ too). Deletion shifts the probe run back, so no tombstone is left to lengthen later lookups.
 *
 * The one rule: `set(id, slot)` is called once the slot holds the id (`idOf(slot) === id`), and a slot keeps its
 * id for as long as the table maps to it (the store renumbers slots only in `compact`, which fills the table again).
 */
export class SlotTable {
  private cells: Int32Array;
  private mask: number;
  private count = 0;

  constructor(
    private readonly idOf: (slot: number) => number,
    capacity = 1024,
  ) {
    this.cells = new Int32Array(capacity).fill(EMPTY);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.count;
  }

  get(id: number): number | undefined {
    const { cells, mask } = this;
    for (let cell = hash(id) & mask; ; cell = (cell + 1) & mask) {
      const slot = cells[cell] as number;
      if (slot === EMPTY) return undefined;
      if (this.idOf(slot) === id) return slot;
    }
  }

  /** Maps the id to the slot; returns the slot it mapped to before, or -1 (one probe where `get` then `set` took two). */
  set(id: number, slot: number): number {
    if (this.count + 1 > this.cells.length * MAX_LOAD) this.resize(this.cells.length * 2);
    const { cells, mask } = this;
    for (let cell = hash(id) & mask; ; cell = (cell + 1) & mask) {
      const held = cells[cell] as number;
      if (held === EMPTY) {
        cells[cell] = slot;
        this.count += 1;
        return EMPTY;
      }
      if (this.idOf(held) === id) {
        cells[cell] = slot;
        return held;
      }
    }
  }

  /** Room for `count` ids at once (a reload's whole account): one table, not a doubling every so often. */
  reserve(count: number): void {
    let capacity = this.cells.length;
    while (count > capacity * MAX_LOAD) capacity *= 2;
    if (capacity > this.cells.length) this.resize(capacity);
  }

  delete(id: number): boolean {
    const { cells, mask } = this;
    let cell = hash(id) & mask;
    for (; ; cell = (cell + 1) & mask) {
      const slot = cells[cell] as number;
      if (slot === EMPTY) return false;
      if (this.idOf(slot) === id) break;
    }
    // Backward shift: each later cell of the run moves into the hole unless its home lies after the hole.
    let hole = cell;
    for (let next = (hole + 1) & mask; ; next = (next + 1) & mask) {
      const slot = cells[next] as number;
      if (slot === EMPTY) break;
      const home = hash(this.idOf(slot)) & mask;
      const stays = hole <= next ? hole < home && home <= next : hole < home || home <= next;
      if (stays) continue;
      cells[hole] = slot;
      hole = next;
    }
    cells[hole] = EMPTY;
    this.count -= 1;
    return true;
  }

  /** Forgets every id (the cells stay allocated: the store fills them again after renumbering). */
  clear(): void {
    this.cells.fill(EMPTY);
    this.count = 0;
  }

  get bytes(): number {
    return this.cells.byteLength;
  }

  private resize(capacity: number): void {
    const old = this.cells;
    this.cells = new Int32Array(capacity).fill(EMPTY);
    this.mask = capacity - 1;
    this.count = 0;
    for (let cell = 0; cell < old.length; cell += 1) {
      const slot = old[cell] as number;
      if (slot !== EMPTY) this.set(this.idOf(slot), slot);
    }
  }
}

/** Mixes all bits of a safe integer into 32 (murmur3's finalizer): consecutive ids spread over the cells. */
function hash(id: number): number {
  let h = (id >>> 0) ^ Math.imul(Math.floor(id / 4294967296) | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
