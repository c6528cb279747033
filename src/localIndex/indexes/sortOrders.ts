import { type LeadSort, type SortKey, type SortPlan, sortPlan } from '../filterSort';
import type { LeadStore } from '../leadStore';

interface Order {
  epoch: number;
  upTo: number;
  plan: SortPlan;
  slots: Int32Array;
  keys: SortKey[];
}

/** Orders kept at once: each costs 4 bytes a lead plus its keys (text keys are the larger part). */
const MAX_ORDERS = 6;

/**
 * Every lead in the order of a sort, built once per sort and kept: leads added since are sorted alone and merged
 * in (one pass), dead slots dropped on the way. A query walks the order and keeps the slots it selected, so a
 * filter + sort costs a walk, never a sort of the whole range.
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
      order = { epoch: this.store.epoch, upTo: 0, plan: sortPlan(sort), slots: new Int32Array(0), keys: [] };
    this.orders.set(name, order);
    if (this.orders.size > MAX_ORDERS) {
      const oldest = this.orders.keys().next().value;
      if (oldest !== undefined) this.orders.delete(oldest);
    }
    if (order.upTo < this.store.slotCount) this.catchUp(order);
    return order.slots;
  }

  get bytes(): number {
    let bytes = 0;
    for (const order of this.orders.values()) {
      bytes += order.slots.byteLength + order.keys.length * 8;
      for (const key of order.keys) if (typeof key === 'string') bytes += 12 + key.length * 2;
    }
    return bytes;
  }

  private catchUp(order: Order): void {
    const { store } = this;
    const added: Array<{
      slot: number;
      record: NonNullable<ReturnType<LeadStore['recordAt']>>;
      key: SortKey;
    }> = [];
    for (let slot = order.upTo; slot < store.slotCount; slot += 1) {
      const record = store.recordAt(slot);
      if (record) added.push({ slot, record, key: order.plan.key(record) });
    }
    added.sort(order.plan.compare);
    const slots = new Int32Array(order.slots.length + added.length);
    const keys: SortKey[] = [];
    let n = 0;
    let j = 0;
    const push = (slot: number, key: SortKey) => {
      slots[n] = slot;
      keys.push(key);
      n += 1;
    };
    for (let i = 0; i < order.slots.length; i += 1) {
      const slot = order.slots[i] as number;
      const record = store.recordAt(slot);
      if (!record) continue;
      const key = order.keys[i] as SortKey;
      while (
        j < added.length &&
        order.plan.compare(added[j] as (typeof added)[number], { record, key }) < 0
      ) {
        const next = added[j] as (typeof added)[number];
        push(next.slot, next.key);
        j += 1;
      }
      push(slot, key);
    }
    for (; j < added.length; j += 1) {
      const next = added[j] as (typeof added)[number];
      push(next.slot, next.key);
    }
    order.slots = slots.subarray(0, n);
    order.keys = keys;
    order.upTo = store.slotCount;
  }
}
