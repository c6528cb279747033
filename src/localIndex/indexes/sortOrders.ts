import { type Keyed, type LeadSort, type SortKey, type SortPlan, sortPlan } from '../filterSort';
import { isNumberField, isSharedField } from '../leadColumns';
import type { ColumnRecord } from '../leadRecord';
import type { LeadStore } from '../leadStore';
import { orderByIntegerKeys } from '../slotOrder';

/**
 * One field's order, kept for both directions: the slots by key ascending, equal keys newest first, the blank key
 * last, and where each run of equal keys begins. The descending order is the same runs walked from the last to the
 * first, each still newest first, and the blanks still last (sortPlan's order), so it needs no second array.
 */
interface Order {
  epoch: number;
  upTo: number;
  /** The ascending plan. */
  plan: SortPlan;
  slots: Int32Array;
  /** Bit i set when position i begins a run of equal keys (below `blankFrom`). */
  runStarts: Uint8Array;
  /** Where the blank keys begin. */
  blankFrom: number;
  /** Text keys by position (computing them again costs); null for number keys, read off the lead when needed. */
  keys: SortKey[] | null;
}

/** An order's slots and runs, as built (an Order's, or a filter's matches sorted alone). */
type Arranged = Pick<Order, 'slots' | 'runStarts' | 'blankFrom' | 'keys'>;

/** Fields kept at once, the prepared ones included: each costs 4 bytes a lead, a bit, and its keys (shared texts). */
const MAX_ORDERS = 20;

/** Past this share of new slots, an order is built again (a bucket pass) rather than merged. */
const REBUILD_SHARE = 1 / 8;

/**
 * Newest first is creation time descending, the higher id first in the same second: exactly the descending order
 * of `dtCreate` (never blank), so both are one order.
 */
const NEWEST = JSON.stringify(['dtCreate', null]);

function nameOf(sort: LeadSort | null): string {
  return sort ? JSON.stringify([sort.field, sort.labels ?? null]) : NEWEST;
}

function ascending(sort: LeadSort | null): LeadSort {
  return sort ? { ...sort, desc: false } : { field: 'dtCreate', desc: false };
}

/** Slots a walk hands over at a time: a caller's loop runs over a typed array, with no call per slot. */
const BATCH = 4096;

/**
 * A walk of a kept order, a batch of slots at a time: `fill` puts the next ones in `batch` and says how many (0 at
 * the end), so a caller's loop runs over a typed array with no call per slot. A slot may be dead (the caller
 * checks); none is missing. A walk is valid until the store next changes.
 */
export class OrderWalk {
  readonly batch: Int32Array;
  /** A range still to copy as it lies. */
  private index: number;
  private end: number;
  /** Descending: the runs below this position are still to walk; -1 once they are done. */
  private below: number;

  constructor(
    private readonly slots: Int32Array,
    private readonly runStarts: Uint8Array,
    private readonly blankFrom: number,
    desc: boolean,
  ) {
    this.batch = new Int32Array(Math.max(1, Math.min(BATCH, slots.length)));
    this.index = 0;
    this.end = desc ? 0 : slots.length;
    this.below = desc ? blankFrom : -1;
  }

  fill(): number {
    const room = this.batch.length;
    let n = 0;
    while (n < room) {
      if (this.index < this.end) n = this.copyRange(n);
      else if (this.below >= 0) n = this.copyRuns(n);
      else break;
    }
    return n;
  }

  private copyRange(n: number): number {
    const take = Math.min(this.end - this.index, this.batch.length - n);
    this.batch.set(this.slots.subarray(this.index, this.index + take), n);
    this.index += take;
    return n + take;
  }

  /**
   * Descending: the runs below `below`, from the last, each as it lies; then the blanks, as they lie. The bits are
   * read a byte at a time, highest set bit first: a cost per run, not per slot.
   */
  private copyRuns(from: number): number {
    const { batch, slots, runStarts } = this;
    const room = batch.length;
    let n = from;
    let runEnd = this.below;
    for (let at = runEnd - 1; at >= 0; at = (at & ~7) - 1) {
      const base = at & ~7;
      // The run starts at base…at; position 0 always begins one.
      let bits = (runStarts[at >> 3] as number) & ((2 << (at & 7)) - 1);
      if (base === 0) bits |= 1;
      if (bits === 255 && runEnd === base + 8 && room - n >= 8) {
        // Eight runs of one (keys met once: ids, times): the slots reversed.
        for (let index = base + 7; index >= base; index -= 1) batch[n++] = slots[index] as number;
        runEnd = base;
        if (n === room) {
          this.below = base;
          return n;
        }
        continue;
      }
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits);
        const start = base + bit;
        if (runEnd - start > room - n) {
          // Longer than the room left: copied as a range, over this batch and the next.
          this.index = start;
          this.end = runEnd;
          this.below = start;
          return n;
        }
        for (let index = start; index < runEnd; index += 1) batch[n++] = slots[index] as number;
        runEnd = start;
        bits ^= 1 << bit;
        if (n === room) {
          this.below = start;
          return n;
        }
      }
    }
    this.below = -1;
    this.index = this.blankFrom;
    this.end = slots.length;
    return n;
  }
}

/**
 * Every lead in the order of a sort, kept: leads added since are sorted alone and merged in (one pass), dead
 * slots dropped on the way. A query walks the order and keeps the slots it selected, so a filter + sort costs a
 * walk, never a sort of the whole range.
 *
 * An order is built without comparing leads: the newest-first order (kept too) is walked once and each lead put
 * in the bucket of its key's rank (the distinct keys sorted alone), so equal keys keep newest first, as the sort's
 * comparison wants. One order per field serves both directions (see Order).
 */
export class SortOrders {
  private readonly orders = new Map<string, Order>();

  constructor(private readonly store: LeadStore) {}

  /** The sort's order, brought up to date, to walk. */
  walk(sort: LeadSort | null): OrderWalk {
    const order = this.current(sort);
    const desc = sort ? sort.desc : true;
    return new OrderWalk(order.slots, order.runStarts, order.blankFrom, desc);
  }

  /** True when the sort's order is kept and current but for a few leads (walking it beats sorting matches). */
  has(sort: LeadSort | null): boolean {
    const order = this.orders.get(nameOf(sort));
    return (
      order !== undefined &&
      order.epoch === this.store.epoch &&
      this.store.slotCount - order.upTo <= order.slots.length * REBUILD_SHARE
    );
  }

  /** Builds or catches up the first of these orders that needs it; true when all are ready. */
  prepareNext(sorts: ReadonlyArray<LeadSort | null>): boolean {
    for (const sort of sorts) {
      const order = this.orders.get(nameOf(sort));
      if (order && order.epoch === this.store.epoch && order.upTo === this.store.slotCount) continue;
      this.current(sort);
      return false;
    }
    return true;
  }

  get bytes(): number {
    let bytes = 0;
    for (const order of this.orders.values()) {
      bytes += order.slots.byteLength + order.runStarts.byteLength + (order.keys?.length ?? 0) * 4;
      const texts = new Set<string>();
      for (const key of order.keys ?? []) if (typeof key === 'string') texts.add(key);
      for (const text of texts) bytes += 12 + text.length * 2;
    }
    return bytes;
  }

  private current(sort: LeadSort | null): Order {
    const name = nameOf(sort);
    let order = this.orders.get(name);
    if (order) this.orders.delete(name);
    if (!order || order.epoch !== this.store.epoch)
      order = {
        epoch: this.store.epoch,
        upTo: 0,
        plan: sortPlan(ascending(sort)),
        slots: new Int32Array(0),
        runStarts: new Uint8Array(0),
        blankFrom: 0,
        keys: null,
      };
    this.orders.set(name, order);
    this.evict();
    if (order.upTo < this.store.slotCount) this.catchUp(order, name);
    return order;
  }

  /** Least recently used out; the newest-first order stays (every other is built from it). */
  private evict(): void {
    for (const name of this.orders.keys()) {
      if (this.orders.size <= MAX_ORDERS) return;
      if (name !== NEWEST) this.orders.delete(name);
    }
  }

  private catchUp(order: Order, name: string): void {
    const added = this.store.slotCount - order.upTo;
    if (order.upTo === 0 || added > order.slots.length * REBUILD_SHARE) {
      if (name === NEWEST) this.buildNewest(order);
      else this.buildByBuckets(order);
    } else {
      this.merge(order);
    }
    order.upTo = this.store.slotCount;
  }

  /**
   * Creation time ascending, the higher id first in the same second: the store's newest-first slots (creation time,
   * then id, both descending) taken from the oldest run of equal creation times to the newest, each run as it lies.
   * One pass, where sorting the slots again took a third of a second at 1,000,000 leads.
   */
  private buildNewest(order: Order): void {
    const newest = this.store.slotsNewestFirst();
    // Read whole in one call, not a call a slot (as LeadStore.slotsNewestFirst).
    const created = new Float64Array(this.store.slotCount);
    this.store.numberColumn('dtCreate').readInto(0, created.length, created);
    const count = newest.length;
    const slots = new Int32Array(count);
    const runStarts = new Uint8Array((count + 7) >> 3);
    let n = 0;
    for (let runEnd = count; runEnd > 0; ) {
      const time = created[newest[runEnd - 1] as number];
      let runStart = runEnd - 1;
      while (runStart > 0 && created[newest[runStart - 1] as number] === time) runStart -= 1;
      setBit(runStarts, n);
      for (let index = runStart; index < runEnd; index += 1) slots[n++] = newest[index] as number;
      runEnd = runStart;
    }
    order.slots = slots;
    order.runStarts = runStarts;
    order.blankFrom = count;
    order.keys = null;
  }

  private buildByBuckets(order: Order): void {
    Object.assign(order, this.arrange(order.plan, this.newestFirst()));
  }

  /** The living slots, newest first (from the kept newest-first order): what every other order is built from. */
  private newestFirst(): Int32Array {
    const newest = this.walk(null);
    const { batch } = newest;
    const living = new Int32Array(this.store.size);
    let n = 0;
    for (let count = newest.fill(); count > 0; count = newest.fill())
      for (let index = 0; index < count; index += 1) {
        const slot = batch[index] as number;
        if (this.store.isLive(slot)) living[n++] = slot;
      }
    return living.subarray(0, n);
  }

  /**
   * Slots given newest first (living ones), in a sort's order, not kept: a filter's matches sorted alone when no
   * order of the sort is kept, the same way an order is built (no comparison of leads; at 1,000,000 leads a
   * source's and city's fifth by update time or name took 0.45 s through the comparison sort, about 0.1 s so).
   */
  sortSlots(newestFirst: Int32Array, sort: LeadSort): Int32Array {
    const arranged = this.arrange(sortPlan(ascending(sort)), newestFirst);
    const walk = new OrderWalk(arranged.slots, arranged.runStarts, arranged.blankFrom, sort.desc);
    const sorted = new Int32Array(arranged.slots.length);
    let n = 0;
    for (let count = walk.fill(); count > 0; count = walk.fill()) {
      sorted.set(walk.batch.subarray(0, count), n);
      n += count;
    }
    return sorted;
  }

  /** Slots given newest first, in the plan's ascending order, equal keys newest first, blanks last. */
  private arrange(plan: SortPlan, newestFirst: Int32Array): Arranged {
    return (
      (plan.numeric ? this.arrangeByNumbers(plan, newestFirst) : null) ??
      this.arrangeByBuckets(plan, newestFirst)
    );
  }

  /**
   * Each lead put in the bucket of its key's rank (the distinct keys sorted alone). Each distinct value a lead shows
   * is numbered once (one map lookup a lead) and keyed once: at 1,000,000 leads with 56,000 names, a lookup of each
   * lead's key in a map of keys, then twice of its rank, took over half a second.
   */
  private arrangeByBuckets(plan: SortPlan, newestFirst: Int32Array): Arranged {
    const { text } = plan;
    const { valueNumbers, values } = this.numberedValues(plan, newestFirst);
    const keys = text ? values.map((value) => text.keyOf(value as string)) : values;
    const distinct = new Set<SortKey>(keys);
    distinct.delete(plan.blank);
    // Plain sorts, no comparison function: numbers in a typed array, texts by code unit (as compareKeys does).
    const ranked: SortKey[] = plan.numeric
      ? Array.from(Float64Array.from(distinct as Set<number>).sort())
      : [...distinct].sort();
    const rankOfKey = new Map<SortKey, number>();
    for (let rank = 0; rank < ranked.length; rank += 1) rankOfKey.set(ranked[rank] as SortKey, rank);
    const blankRank = ranked.length;
    const rankOfValue = Int32Array.from(keys, (key) =>
      key === plan.blank ? blankRank : (rankOfKey.get(key) as number),
    );
    const starts = new Int32Array(blankRank + 2);
    for (let index = 0; index < newestFirst.length; index += 1) {
      const next = (rankOfValue[valueNumbers[index] as number] as number) + 1;
      starts[next] = (starts[next] as number) + 1;
    }
    for (let rank = 1; rank < starts.length; rank += 1)
      starts[rank] = (starts[rank] as number) + (starts[rank - 1] as number);
    // Every rank below the blanks' holds a lead (its key came from one): its bucket begins a run.
    const runStarts = new Uint8Array((newestFirst.length + 7) >> 3);
    for (let rank = 0; rank < blankRank; rank += 1) setBit(runStarts, starts[rank] as number);
    const blankFrom = starts[blankRank] as number;
    const ordered = new Int32Array(newestFirst.length);
    const orderedKeys = text ? new Array<SortKey>(newestFirst.length) : null;
    for (let index = 0; index < newestFirst.length; index += 1) {
      const number = valueNumbers[index] as number;
      const rank = rankOfValue[number] as number;
      const at = starts[rank] as number;
      starts[rank] = at + 1;
      ordered[at] = newestFirst[index] as number;
      if (orderedKeys) orderedKeys[at] = keys[number] as SortKey;
    }
    return { slots: ordered, runStarts, blankFrom, keys: orderedKeys };
  }

  /**
   * Each slot's value numbered (the first met is 0) and the distinct values, as shown: a text sort of a column's
   * field numbers the slots by the column's own numbers (a text's in the pool, a label's id), one value made per
   * distinct number. Through a record and a map of shown texts per slot it took 267–380 ms of a source's 125,000
   * leads by name at 1,000,000 in Chromium, 116–296 so (most of it a reload's texts not merged yet, looked up once a
   * page each).
   */
  private numberedValues(
    plan: SortPlan,
    newestFirst: Int32Array,
  ): { valueNumbers: Int32Array; values: SortKey[] } {
    const { store } = this;
    const { text } = plan;
    const valueNumbers = new Int32Array(newestFirst.length);
    const values: SortKey[] = [];
    if (text && isSharedField(text.field)) {
      const { ids, texts } = store.textColumn(text.field).numbered();
      // A slot's value number + 1 by its text's number in the pool + 1 (0: not met yet; pool number 0 is none). A
      // number met first is looked up by its text: a reload's repeats not merged yet (one text, a number a page)
      // share a value, keyed once.
      const numberOf = new Int32Array(texts.length + 1);
      const numberOfText = new Map<string | null, number>();
      for (let index = 0; index < newestFirst.length; index += 1) {
        const id = ids === null ? 0 : (ids[newestFirst[index] as number] as number) + 1;
        let number = (numberOf[id] as number) - 1;
        if (number < 0) {
          const raw = id === 0 ? null : (texts[id - 1] as string);
          number = numberOfText.get(raw) ?? values.length;
          if (number === values.length) {
            numberOfText.set(raw, number);
            values.push(text.shownValue(raw));
          }
          numberOf[id] = number + 1;
        }
        valueNumbers[index] = number;
      }
      return { valueNumbers, values };
    }
    if (text && isNumberField(text.field)) {
      const column = store.numberColumn(text.field);
      const numbered = new Map<number | null, number>();
      for (let index = 0; index < newestFirst.length; index += 1) {
        const raw = column.get(newestFirst[index] as number);
        let number = numbered.get(raw);
        if (number === undefined) {
          number = values.length;
          numbered.set(raw, number);
          values.push(text.shownValue(raw));
        }
        valueNumbers[index] = number;
      }
      return { valueNumbers, values };
    }
    const valueAt: (slot: number) => SortKey = text
      ? (slot) => text.shown(store.recordKeptAt(slot))
      : this.numberKeys(plan);
    const numbered = new Map<SortKey, number>();
    for (let index = 0; index < newestFirst.length; index += 1) {
      const value = valueAt(newestFirst[index] as number);
      let number = numbered.get(value);
      if (number === undefined) {
        number = values.length;
        numbered.set(value, number);
        values.push(value);
      }
      valueNumbers[index] = number;
    }
    return { valueNumbers, values };
  }

  /**
   * A number sort by one native sort of its keys (slotOrder.ts), equal keys newest first, the blanks last in
   * newest-first order. Null when the keys are not whole numbers in a range it can take (the buckets rank them).
   * At 1,000,000 leads in Node an order of ids, creation or update times took 1.1–1.4 s through the buckets' map of
   * distinct keys, about 0.15 s so.
   */
  private arrangeByNumbers(plan: SortPlan, newestFirst: Int32Array): Arranged | null {
    const keyOf = this.numberKeys(plan);
    const keyed = new Int32Array(newestFirst.length);
    const keys = new Float64Array(newestFirst.length);
    const blanks: number[] = [];
    let n = 0;
    for (let index = 0; index < newestFirst.length; index += 1) {
      const slot = newestFirst[index] as number;
      const key = keyOf(slot);
      if (key === plan.blank) {
        blanks.push(slot);
        continue;
      }
      keyed[n] = slot;
      keys[n] = key as number;
      n += 1;
    }
    const sorted = orderByIntegerKeys(keyed.subarray(0, n), keys.subarray(0, n));
    if (!sorted) return null;
    const slots = new Int32Array(n + blanks.length);
    slots.set(sorted);
    slots.set(blanks, n);
    const runStarts = new Uint8Array((slots.length + 7) >> 3);
    let previous: SortKey = null;
    for (let index = 0; index < n; index += 1) {
      const key = keyOf(slots[index] as number);
      if (index === 0 || key !== previous) setBit(runStarts, index);
      previous = key;
    }
    return { slots, runStarts, blankFrom: n, keys: null };
  }

  /**
   * A number plan's key of a slot: a field's own number read from its column (a record made for each slot and the
   * field looked up by name took most of an order's building at 1,000,000 leads), else the plan's key of the record.
   */
  private numberKeys(plan: SortPlan): (slot: number) => SortKey {
    const { store } = this;
    if (plan.plainNumber !== null && isNumberField(plan.plainNumber)) {
      const column = store.numberColumn(plan.plainNumber);
      return (slot) => column.get(slot);
    }
    return (slot) => plan.key(store.recordKeptAt(slot));
  }

  /**
   * Leads added since are sorted alone and put in place: each finds its place by a binary search of the kept order
   * (a dead slot keeps its fields, so it still compares where it stands), then one copy of the order drops the dead
   * slots and puts the new ones in, comparing keys only where a new lead meets a kept one. At 1,000,000 leads a
   * merge that compared every kept lead took 60–160 ms an order at every change; the search and the copy take a few
   * milliseconds.
   */
  private merge(order: Order): void {
    const { store } = this;
    const { plan } = order;
    const memo = new Map<string, string>();
    const added: Array<Keyed & { record: ColumnRecord }> = [];
    for (let slot = order.upTo; slot < store.slotCount; slot += 1) {
      const record = store.recordAt(slot);
      if (record) added.push({ record, key: plan.key(record, memo) });
    }
    added.sort(plan.compare);
    const kept = order.slots;
    const keyAt = (index: number): SortKey =>
      order.keys ? (order.keys[index] as SortKey) : plan.key(store.recordKeptAt(kept[index] as number));
    // The first kept position each added lead sorts before (added is in order: the places never go back).
    const places = new Int32Array(added.length);
    let low = 0;
    added.forEach((lead, index) => {
      let high = kept.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        const record = store.recordKeptAt(kept[middle] as number);
        if (plan.compare(lead, { record, key: keyAt(middle) }) < 0) high = middle;
        else low = middle + 1;
      }
      places[index] = low;
    });
    const total = kept.length + added.length;
    const slots = new Int32Array(total);
    const runStarts = new Uint8Array((total + 7) >> 3);
    const keys: SortKey[] | null = order.keys ? new Array<SortKey>(total) : null;
    let blankFrom = -1;
    let n = 0;
    let next = 0;
    // The key of the last slot put, when it was a new lead (a kept one's run bits say whether the next starts one).
    let lastAdded: { key: SortKey } | null = null;
    // A run began among the kept slots since the last one put (a dead one dropped may have begun it).
    let runSinceKept = false;
    let lastKept = -1;
    const put = (slot: number, key: SortKey | undefined, startsRun: boolean, blank: boolean) => {
      slots[n] = slot;
      if (keys) keys[n] = key as SortKey;
      if (blank) {
        if (blankFrom < 0) blankFrom = n;
      } else if (n === 0 || startsRun) setBit(runStarts, n);
      n += 1;
    };
    for (let index = 0; index <= kept.length; index += 1) {
      while (next < added.length && places[next] === index) {
        const lead = added[next] as Keyed & { record: ColumnRecord };
        const blank = lead.key === plan.blank;
        // Against the slot before it: the last new one, else the last kept one put (its key read again).
        const before = lastAdded ? lastAdded.key : lastKept >= 0 ? keyAt(lastKept) : undefined;
        put(lead.record.slot, lead.key, before === undefined || before !== lead.key, blank);
        lastAdded = { key: lead.key };
        runSinceKept = false;
        next += 1;
      }
      if (index === kept.length) break;
      const blank = index >= order.blankFrom;
      const bit = ((order.runStarts[index >> 3] as number) >> (index & 7)) & 1;
      runSinceKept ||= bit === 1;
      const slot = kept[index] as number;
      if (!store.isLive(slot)) continue;
      const key = keys || lastAdded ? keyAt(index) : undefined;
      const startsRun = lastAdded ? lastAdded.key !== key : runSinceKept;
      put(slot, key, startsRun, blank);
      lastAdded = null;
      lastKept = index;
      runSinceKept = false;
    }
    order.slots = slots.subarray(0, n);
    order.runStarts = runStarts;
    order.blankFrom = blankFrom < 0 ? n : blankFrom;
    if (keys) keys.length = n;
    order.keys = keys;
  }
}

function setBit(bits: Uint8Array, index: number): void {
  bits[index >> 3] = (bits[index >> 3] as number) | (1 << (index & 7));
}
