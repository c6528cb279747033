import { type Keyed, type LeadSort, type SortKey, type SortPlan, sortPlan } from '../filterSort';
import type { ColumnRecord } from '../leadRecord';
import type { LeadStore } from '../leadStore';
import { newestFirst, orderByIntegerKeys } from '../slotOrder';

interface Order {
  epoch: number;
  upTo: number;
  plan: SortPlan;
  slots: Int32Array;
  /** Text keys by position (computing them again costs); null for number keys, read off the lead when needed. */
  keys: SortKey[] | null;
}

/** Orders kept at once, the prepared ones included: each costs 4 bytes a lead plus its keys (shared texts). */
const MAX_ORDERS = 20;

/** Past this share of new slots, an order is built again (a bucket pass) rather than merged. */
const REBUILD_SHARE = 1 / 8;

const NEWEST_FIRST = JSON.stringify(null);

/**
 * Every lead in the order of a sort, kept: leads added since are sorted alone and merged in (one pass), dead
 * slots dropped on the way. A query walks the order and keeps the slots it selected, so a filter + sort costs a
 * walk, never a sort of the whole range.
 *
 * An order is built without comparing leads: the newest-first order (kept too) is walked once and each lead put
 * in the bucket of its key's rank (the distinct keys sorted alone), so equal keys keep newest first, as the sort's
 * comparison wants. Both directions come from the same ranks.
 */
export class SortOrders {
  private readonly orders = new Map<string, Order>();

  constructor(private readonly store: LeadStore) {}

  /** Slots in order; a slot may be dead (the caller checks), never missing. */
  get(sort: LeadSort | null): Int32Array {
    const name = JSON.stringify(sort);
    let order = this.orders.get(name);
    if (order) this.orders.delete(name);
    if (!order || order.epoch !== this.store.epoch)
      order = {
        epoch: this.store.epoch,
        upTo: 0,
        plan: sortPlan(sort),
        slots: new Int32Array(0),
        keys: null,
      };
    this.orders.set(name, order);
    this.evict();
    if (order.upTo < this.store.slotCount) this.catchUp(order, sort);
    return order.slots;
  }

  /** True when the sort's order is kept and current but for a few leads (walking it beats sorting matches). */
  has(sort: LeadSort | null): boolean {
    const order = this.orders.get(JSON.stringify(sort));
    return (
      order !== undefined &&
      order.epoch === this.store.epoch &&
      this.store.slotCount - order.upTo <= order.slots.length * REBUILD_SHARE
    );
  }

  /** Builds or catches up the first of these orders that needs it; true when all are ready. */
  prepareNext(sorts: ReadonlyArray<LeadSort | null>): boolean {
    for (const sort of sorts) {
      const order = this.orders.get(JSON.stringify(sort));
      if (order && order.epoch === this.store.epoch && order.upTo === this.store.slotCount) continue;
      this.get(sort);
      return false;
    }
    return true;
  }

  get bytes(): number {
    let bytes = 0;
    for (const order of this.orders.values()) {
      bytes += order.slots.byteLength + (order.keys?.length ?? 0) * 4;
      const texts = new Set<string>();
      for (const key of order.keys ?? []) if (typeof key === 'string') texts.add(key);
      for (const text of texts) bytes += 12 + text.length * 2;
    }
    return bytes;
  }

  /** Least recently used out; the newest-first order stays (every other is built from it). */
  private evict(): void {
    for (const name of this.orders.keys()) {
      if (this.orders.size <= MAX_ORDERS) return;
      if (name !== NEWEST_FIRST) this.orders.delete(name);
    }
  }

  private catchUp(order: Order, sort: LeadSort | null): void {
    const added = this.store.slotCount - order.upTo;
    if (order.upTo === 0 || added > order.slots.length * REBUILD_SHARE) {
      const opposite = sort && this.orders.get(JSON.stringify({ ...sort, desc: !sort.desc }));
      if (!sort) this.buildNewestFirst(order);
      else if (opposite && opposite.epoch === this.store.epoch && opposite.upTo === this.store.slotCount)
        this.reverse(opposite, order);
      else this.buildByBuckets(order);
    } else {
      this.merge(order);
    }
    order.upTo = this.store.slotCount;
  }

  private buildNewestFirst(order: Order): void {
    const { store } = this;
    const count = store.slotCount;
    const living = new Int32Array(store.size);
    let n = 0;
    for (let slot = 0; slot < count && n < living.length; slot += 1)
      if (store.isLive(slot)) living[n++] = slot;
    order.slots = newestFirst(living.subarray(0, n), (slot) => store.recordKeptAt(slot));
    order.keys = null;
  }

  /** The other direction of a current order: its runs of equal keys in reverse, each still newest first. */
  private reverse(from: Order, order: Order): void {
    const { plan } = from;
    const living: number[] = [];
    const livingKeys: SortKey[] = [];
    for (let index = 0; index < from.slots.length; index += 1) {
      const slot = from.slots[index] as number;
      const record = this.store.recordAt(slot);
      if (!record) continue;
      living.push(slot);
      livingKeys.push(from.keys ? (from.keys[index] as SortKey) : plan.key(record));
    }
    const count = living.length;
    // Blank keys come last in both directions: only the runs before them turn round.
    let end = count;
    while (end > 0 && livingKeys[end - 1] === plan.blank) end -= 1;
    const slots = new Int32Array(count);
    const keys: SortKey[] = new Array<SortKey>(count);
    let n = 0;
    let runEnd = end;
    while (runEnd > 0) {
      let runStart = runEnd - 1;
      const key = livingKeys[runStart];
      while (runStart > 0 && livingKeys[runStart - 1] === key) runStart -= 1;
      for (let index = runStart; index < runEnd; index += 1) {
        slots[n] = living[index] as number;
        keys[n] = livingKeys[index] as SortKey;
        n += 1;
      }
      runEnd = runStart;
    }
    for (let index = end; index < count; index += 1) {
      slots[n] = living[index] as number;
      keys[n] = plan.blank;
      n += 1;
    }
    order.slots = slots;
    order.keys = from.keys ? keys : null;
  }

  private buildByBuckets(order: Order): void {
    if (order.plan.numeric && this.buildByNumbers(order)) return;
    const { store } = this;
    const { plan } = order;
    const newest = this.get(null);
    const memo = new Map<string, string>();
    const slots: number[] = [];
    const keys: SortKey[] = [];
    const distinct = new Map<SortKey, number>();
    for (let index = 0; index < newest.length; index += 1) {
      const slot = newest[index] as number;
      const record = store.recordAt(slot);
      if (!record) continue;
      const key = plan.key(record, memo);
      slots.push(slot);
      keys.push(key);
      if (key !== plan.blank) distinct.set(key, 0);
    }
    // Plain sorts, no comparison function: numbers in a typed array, texts by code unit (as compareKeys does).
    const ranked: SortKey[] = plan.numeric
      ? Array.from(Float64Array.from(distinct.keys() as Iterable<number>).sort())
      : [...distinct.keys()].sort();
    if (plan.desc) ranked.reverse();
    for (let rank = 0; rank < ranked.length; rank += 1) distinct.set(ranked[rank] as SortKey, rank);
    const blankRank = ranked.length;
    const rankOf = (key: SortKey) => (key === plan.blank ? blankRank : (distinct.get(key) as number));
    const starts = new Int32Array(blankRank + 2);
    for (const key of keys) {
      const next = rankOf(key) + 1;
      starts[next] = (starts[next] as number) + 1;
    }
    for (let rank = 1; rank < starts.length; rank += 1)
      starts[rank] = (starts[rank] as number) + (starts[rank - 1] as number);
    const ordered = new Int32Array(slots.length);
    const orderedKeys = new Array<SortKey>(slots.length);
    for (let index = 0; index < slots.length; index += 1) {
      const key = keys[index] as SortKey;
      const rank = rankOf(key);
      const at = starts[rank] as number;
      starts[rank] = at + 1;
      ordered[at] = slots[index] as number;
      orderedKeys[at] = key;
    }
    order.slots = ordered;
    order.keys = plan.numeric ? null : orderedKeys;
  }

  /**
   * A number sort by one native sort of its keys (see orderByIntegerKeys), the blanks last in newest-first order.
   * False when the keys are not whole numbers in a range it can take (the buckets then rank them).
   */
  private buildByNumbers(order: Order): boolean {
    const { store } = this;
    const { plan } = order;
    const newest = this.get(null);
    const keyed = new Int32Array(newest.length);
    const keys = new Float64Array(newest.length);
    const blanks: number[] = [];
    let n = 0;
    for (let index = 0; index < newest.length; index += 1) {
      const slot = newest[index] as number;
      const record = store.recordAt(slot);
      if (!record) continue;
      const key = plan.key(record);
      if (key === plan.blank) {
        blanks.push(slot);
        continue;
      }
      keyed[n] = slot;
      keys[n] = plan.desc ? -(key as number) : (key as number);
      n += 1;
    }
    const sorted = orderByIntegerKeys(keyed.subarray(0, n), keys.subarray(0, n));
    if (!sorted) return false;
    const slots = new Int32Array(n + blanks.length);
    slots.set(sorted);
    slots.set(blanks, n);
    order.slots = slots;
    order.keys = null;
    return true;
  }

  /**
   * Leads added since are sorted alone and put in place: each finds its place by a binary search of the kept order
   * (a dead slot keeps its fields, so it still compares where it stands), then one copy of the order drops the dead
   * slots and puts the new ones in, comparing no kept lead on the way. At 1,000,000 leads a merge that compared
   * every kept lead took 60–160 ms an order at every change; the search and the copy take a few milliseconds.
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
    const keyedAt = (index: number): Keyed => {
      const record = store.recordKeptAt(kept[index] as number);
      return { record, key: order.keys ? (order.keys[index] as SortKey) : plan.key(record) };
    };
    // The first kept position each added lead sorts before (added is in order: the places never go back).
    const places = new Int32Array(added.length);
    let low = 0;
    added.forEach((lead, index) => {
      let high = kept.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (plan.compare(lead, keyedAt(middle)) < 0) high = middle;
        else low = middle + 1;
      }
      places[index] = low;
    });
    const slots = new Int32Array(kept.length + added.length);
    const keys: SortKey[] | null = order.keys ? new Array<SortKey>(slots.length) : null;
    let n = 0;
    let next = 0;
    for (let index = 0; index <= kept.length; index += 1) {
      while (next < added.length && places[next] === index) {
        const lead = added[next] as Keyed & { record: ColumnRecord };
        slots[n] = lead.record.slot;
        if (keys) keys[n] = lead.key;
        n += 1;
        next += 1;
      }
      if (index === kept.length) break;
      const slot = kept[index] as number;
      if (!store.isLive(slot)) continue;
      slots[n] = slot;
      if (keys) keys[n] = order.keys?.[index] as SortKey;
      n += 1;
    }
    order.slots = slots.subarray(0, n);
    if (keys) keys.length = n;
    order.keys = keys;
  }
}
