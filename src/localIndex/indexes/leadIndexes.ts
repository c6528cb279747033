import {
  acceptsEveryLead,
  byNewest,
  compileFilter,
  type Keyed,
  type LeadFilter,
  type LeadSort,
  sortKeyStart,
  sortPlan,
  sortRecords,
} from '../filterSort';
import type { ColumnRecord, LeadRecord } from '../leadRecord';
import type { LeadStore } from '../leadStore';
import { parseTextQuery, type TextQuery, textMatcher } from '../textMatch';
import { FacetIndex } from './facetIndex';
import { intersect } from './postings';
import { type OrderWalk, SortOrders } from './sortOrders';
import { TextIndex } from './textIndex';

/** A quick find's answer: its first leads, newest first, and how many match in all. */
export interface QuickFound {
  records: LeadRecord[];
  total: number;
}

/** A filter's living candidates it accepts: their records, and a flag a slot. */
interface Matches {
  selected: Uint8Array;
  matched: ColumnRecord[];
}

/** Below this many matches, sorting them beats walking a whole order. */
const SORT_FEW = 2048;

/**
 * Which sort orders a slice builds ahead: none (the account is still coming in: every page of leads would make
 * them rebuild), the newest-first one, or all the list's usual ones (after a quiet spell).
 */
export type OrdersAhead = 'none' | 'newest' | 'all';

const NEWEST_FIRST: ReadonlyArray<LeadSort | null> = [null];

/**
 * The list's sorts built ahead, once the account is in (its columns shown by default, and the last change): the
 * first sort a person asks for after a reload walks a kept order instead of building one. Columns that sort by
 * names (source, stage, owner…) need the page's names, so they are built on first use; the phone's 100,000
 * distinct keys make its order the dearest to build, for a rare sort, so it is too.
 */
const PREPARED_SORTS: ReadonlyArray<LeadSort | null> = [
  null,
  ...['id', 'name', 'dtCreate', 'cost', 'otherCount', 'dtUpdate'].flatMap((field) => [
    { field, desc: false },
    { field, desc: true },
  ]),
];

/**
 * The indexes over the store, and the one way queries use them: candidates from the text and facet indexes,
 * each checked with the same predicate the plain scan uses, then read off a kept sort order. The result is the
 * plain scan's, record for record (src/localIndex/indexes/leadIndexes.test.ts compares them at random).
 */
export class LeadIndexes {
  readonly text: TextIndex;
  readonly facets: FacetIndex;
  readonly orders: SortOrders;

  private trimmedAt = { epoch: -1, slots: 0 };

  constructor(private readonly store: LeadStore) {
    this.text = new TextIndex(store);
    this.facets = new FacetIndex(store);
    this.orders = new SortOrders(store);
  }

  /**
   * Indexes up to `budget` more slots (a reload builds them in slices); true when all are in. With `orders` at
   * 'newest' (or 'all'), the newest-first order comes first: the board, the dashboard, the inbox and every sorted
   * view walk it, and a filter's matches are sorted from it (the first view after a reload, sorted by cost at
   * 1,000,000 leads, compared its 64,000 leads one by one without it). The facets come next, a field's lists at a
   * time, 24 field-slots a slice for each of the text's slots (four slots of all six lists, each a sixth of the
   * text's cost): the first view after a reload filters by them, and found them half built, behind the text's
   * slices. The text's slice ends sooner once `until` (a `performance.now()` time) has passed. At 'all', once the
   * rest is in, one of the list's usual sort orders is built or caught up per call until they are all ready.
   */
  warm(budget: number, orders: OrdersAhead = 'none', until = Number.POSITIVE_INFINITY): boolean {
    if (orders !== 'none' && !this.orders.prepareNext(NEWEST_FIRST)) return false;
    if (!this.facets.catchUp(budget * 24)) return false;
    if (!this.text.catchUp(budget, until)) return false;
    // The name words sorted ahead of the next query, once there are enough new ones to be worth a pass.
    this.text.settle();
    if (orders !== 'all') return true;
    // Once the account is in, the lists and the store's columns give back their spare room (again after an eighth
    // more slots).
    if (this.trimmedAt.epoch !== this.store.epoch || this.store.slotCount > this.trimmedAt.slots * 1.125) {
      this.facets.trim();
      this.text.trim();
      this.store.fit();
      this.trimmedAt = { epoch: this.store.epoch, slots: this.store.slotCount };
    }
    return this.orders.prepareNext(PREPARED_SORTS);
  }

  /**
   * Whether what nearly every question reads is in: the facet lists and, once orders are built ahead, the
   * newest-first order. The text index, the contact table and the other orders can wait for a quiet moment.
   */
  essentialsReady(orders: OrdersAhead): boolean {
    return this.facets.catchUp(0) && (orders === 'none' || this.orders.has(null));
  }

  /** The leads of a filter in the sort's order. */
  find(filter: LeadFilter, sort: LeadSort | null): LeadRecord[] {
    return this.recordsAt(this.findSlots(filter, sort));
  }

  /** The slots of a filter's leads in the sort's order: 4 bytes a match, where records would be an object each. */
  findSlots(filter: LeadFilter, sort: LeadSort | null): Int32Array {
    const accepts = compileFilter(filter);
    const candidates = this.candidates(filter);
    return this.walked(candidates, accepts, sort) ?? this.inOrder(this.matches(candidates, accepts), sort);
  }

  /**
   * A filter's first `count` leads in the sort's order, and how many match: a page of the list. Where the whole
   * answer would arrange every match (a sort no order is kept for: the first views after a reload, which would
   * build the newest-first order for it too), the first leads are picked out of the matches instead, each compared
   * once with the last of those kept so far. Else the whole answer (its slots as many as its total).
   */
  findFirst(filter: LeadFilter, sort: LeadSort | null, count: number): { slots: Int32Array; total: number } {
    const accepts = compileFilter(filter);
    const candidates = this.candidates(filter);
    const walked = this.walked(candidates, accepts, sort);
    if (walked) return { slots: walked, total: walked.length };
    const found = this.matches(candidates, accepts);
    const total = found.matched.length;
    if (total > SORT_FEW && this.sortsAlone(sort, total))
      return { slots: firstInOrder(found.matched, sort, count), total };
    const slots = this.inOrder(found, sort);
    return { slots, total: slots.length };
  }

  /**
   * The answer read straight off a kept order, when no index narrows the leads: every lead (the board and the
   * dashboard over "Any time": the order's living slots, no lead read), or each lead of the order checked. Null
   * when the candidates are to be checked instead.
   */
  private walked(
    candidates: Int32Array | null,
    accepts: (record: LeadRecord) => boolean,
    sort: LeadSort | null,
  ): Int32Array | null {
    if (candidates) return null;
    if (accepts === acceptsEveryLead) return this.livingInOrder(this.orders.walk(sort));
    if (!this.orders.has(sort)) return null;
    const order = this.orders.walk(sort);
    const { batch } = order;
    const found: number[] = [];
    for (let count = order.fill(); count > 0; count = order.fill())
      for (let index = 0; index < count; index += 1) {
        const slot = batch[index] as number;
        const record = this.store.recordAt(slot);
        if (record && accepts(record)) found.push(slot);
      }
    return Int32Array.from(found);
  }

  /**
   * The matches in the sort's order. Without a kept order, up to half the leads are sorted alone rather than an
   * order of every lead built for them: the first view after a reload waits for its own rows only (a source's sixth
   * of 100,000 by name: 111 -> 45 ms in Node). Taken newest first from the kept order, they are arranged as an order
   * is built, without comparing leads; a few are compared when that order is not kept, more wait for it to be built
   * (one pass over the slots; comparing a source's 112,000 of 1,000,000 leads by name took 0.7–0.9 s in Node, the
   * order and the arranging about 0.25 s). The list's usual orders are built ahead when idle.
   */
  private inOrder({ selected, matched }: Matches, sort: LeadSort | null): Int32Array {
    if (this.sortsAlone(sort, matched.length)) {
      if (!this.orders.has(null) && matched.length <= SORT_FEW)
        return Int32Array.from(sortRecords(matched, sort), (record) => record.slot);
      const newest = this.selectedInOrder(selected, this.orders.walk(null), matched.length);
      return sort ? this.orders.sortSlots(newest, sort) : newest;
    }
    return this.selectedInOrder(selected, this.orders.walk(sort), matched.length);
  }

  /** The slots the facets and the text index leave for a filter (null: every slot). */
  private candidates(filter: LeadFilter): Int32Array | null {
    const text = filter.text ? parseTextQuery(filter.text) : null;
    const candidates = this.facets.candidates(filter);
    if (!text) return candidates;
    const byText = this.text.candidatesSoFar(text);
    return candidates ? intersect(candidates, byText) : byText;
  }

  private matches(candidates: Int32Array | null, accepts: (record: LeadRecord) => boolean): Matches {
    const selected = new Uint8Array(this.store.slotCount);
    const matched: ColumnRecord[] = [];
    const count = candidates ? candidates.length : this.store.slotCount;
    for (let index = 0; index < count; index += 1) {
      const slot = candidates ? (candidates[index] as number) : index;
      const record = this.store.recordAt(slot);
      if (record && accepts(record)) {
        selected[slot] = 1;
        matched.push(record);
      }
    }
    return { selected, matched };
  }

  /** Whether matches are sorted on their own rather than read off a kept order (see inOrder). */
  private sortsAlone(sort: LeadSort | null, matches: number): boolean {
    return !this.orders.has(sort) && matches * 2 <= this.store.size;
  }

  /** Store records of slots (views made for the caller). */
  recordsAt(slots: Int32Array): LeadRecord[] {
    return Array.from(slots, (slot) => this.store.recordAt(slot) as LeadRecord);
  }

  private livingInOrder(order: OrderWalk): Int32Array {
    const found = new Int32Array(this.store.size);
    let n = 0;
    const { batch } = order;
    for (let filled = order.fill(); filled > 0; filled = order.fill())
      for (let index = 0; index < filled; index += 1) {
        const slot = batch[index] as number;
        if (this.store.isLive(slot)) found[n++] = slot;
      }
    return n === found.length ? found : found.slice(0, n);
  }

  private selectedInOrder(selected: Uint8Array, order: OrderWalk, count: number): Int32Array {
    const found = new Int32Array(count);
    let n = 0;
    const { batch } = order;
    for (let filled = order.fill(); filled > 0 && n < count; filled = order.fill())
      for (let index = 0; index < filled; index += 1) {
        const slot = batch[index] as number;
        if (selected[slot] === 1) {
          found[n] = slot;
          n += 1;
        }
      }
    return found;
  }

  /**
   * A quick find's first `limit` leads, newest first, and how many match. Candidates sure to match are only
   * checked for life; the rest are checked against their keys. Many matches are not sorted: the kept newest-first
   * order is walked until the first `limit` of them are met.
   */
  quickFind(query: TextQuery, limit: number): QuickFound {
    const { candidates, sure } = this.text.lookup(query);
    const matches = textMatcher(query);
    const few: number[] = [];
    const selected = new Uint8Array(this.store.slotCount);
    let total = 0;
    let next = 0;
    for (let index = 0; index < candidates.length; index += 1) {
      const slot = candidates[index] as number;
      if (!this.store.isLive(slot)) continue;
      while (next < sure.length && (sure[next] as number) < slot) next += 1;
      // A sure candidate is counted without reading its lead (the first letter typed: most of the account).
      if (!(next < sure.length && sure[next] === slot) && !matches(this.store.recordKeptAt(slot))) continue;
      selected[slot] = 1;
      total += 1;
      if (total <= SORT_FEW) few.push(slot);
    }
    if (total <= SORT_FEW)
      return { records: this.recordsAt(Int32Array.from(few)).sort(byNewest).slice(0, limit), total };
    const records: LeadRecord[] = [];
    const order = this.orders.walk(null);
    const { batch } = order;
    for (let count = order.fill(); count > 0 && records.length < limit; count = order.fill())
      for (let index = 0; index < count && records.length < limit; index += 1) {
        const slot = batch[index] as number;
        if (selected[slot] === 1) records.push(this.store.recordAt(slot) as LeadRecord);
      }
    return { records, total };
  }

  /** Bytes of the slot lists and kept orders (not the leads themselves). */
  get bytes(): number {
    return this.text.bytes + this.facets.bytes + this.orders.bytes;
  }
}

/**
 * The first `count` records in the sort's order, their slots: each record keyed (equal texts once) and compared
 * with the last of those kept so far, which it rarely beats; the kept ones in a heap with that last one on top, so a
 * newcomer costs a few comparisons however deep the page (records that come in the reverse of the sort's order
 * beat it every time). A text is keyed only when its first character does not already place it after that last one
 * (sortKeyStart): at 1,000,000 leads, keying a source's 125,000 names was most of the pick.
 */
function firstInOrder(records: readonly ColumnRecord[], sort: LeadSort | null, count: number): Int32Array {
  if (count <= 0) return new Int32Array(0);
  const plan = sortPlan(sort);
  const { text } = plan;
  const memo = new Map<string, string>();
  const heap: Keyed[] = [];
  const after = (a: Keyed, b: Keyed) => plan.compare(a, b) > 0;
  const candidate: Keyed = { record: records[0] as ColumnRecord, key: null };
  for (const record of records) {
    candidate.record = record;
    const last = heap.length === count ? heap[0] : undefined;
    if (text) {
      const shown = text.shown(record);
      if (last && last.key !== '' && passedOver(shown, last.key as string, plan.desc)) continue;
      let key = memo.get(shown);
      if (key === undefined) {
        key = text.keyOf(shown);
        memo.set(shown, key);
      }
      candidate.key = key;
    } else candidate.key = plan.key(record);
    if (last && !after(last, candidate)) continue;
    const entry: Keyed = { record, key: candidate.key };
    if (!last) {
      // Up from the bottom while it comes after its parent.
      let at = heap.push(entry) - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!after(heap[at] as Keyed, heap[parent] as Keyed)) break;
        [heap[at], heap[parent]] = [heap[parent] as Keyed, heap[at] as Keyed];
        at = parent;
      }
      continue;
    }
    // In place of the last one, then down while a child comes after it.
    heap[0] = entry;
    for (let at = 0; ; ) {
      const left = 2 * at + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && after(heap[right] as Keyed, heap[left] as Keyed) ? right : left;
      if (!after(heap[child] as Keyed, heap[at] as Keyed)) break;
      [heap[at], heap[child]] = [heap[child] as Keyed, heap[at] as Keyed];
      at = child;
    }
  }
  heap.sort(plan.compare);
  return Int32Array.from(heap, (entry) => (entry.record as ColumnRecord).slot);
}

/** Whether a text surely comes after a (non-blank) key: a blank, or a first character that places it after. */
function passedOver(shown: string, lastKey: string, desc: boolean): boolean {
  if (shown === '') return true;
  const start = sortKeyStart(shown);
  if (start < 0) return false;
  const lastStart = lastKey.charCodeAt(0);
  return desc ? start < lastStart : start > lastStart;
}
