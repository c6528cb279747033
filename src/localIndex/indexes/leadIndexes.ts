import { compileFilter, type LeadFilter, type LeadSort } from '../filterSort';
import type { LeadRecord } from '../leadRecord';
import type { LeadStore } from '../leadStore';
import { matchesText, parseTextQuery, type TextQuery } from '../textMatch';
import { FacetIndex } from './facetIndex';
import { intersect } from './postings';
import { SortOrders } from './sortOrders';
import { TextIndex } from './textIndex';

/** Below this many matches, sorting them beats walking a whole order. */
const SORT_FEW = 2048;

/**
 * The indexes over the store, and the one way queries use them: candidates from the text and facet indexes,
 * each checked with the same predicate the plain scan uses, then read off a kept sort order. The result is the
 * plain scan's, record for record (src/localIndex/indexes/leadIndexes.test.ts compares them at random).
 */
export class LeadIndexes {
  readonly text: TextIndex;
  readonly facets: FacetIndex;
  readonly orders: SortOrders;

  constructor(private readonly store: LeadStore) {
    this.text = new TextIndex(store);
    this.facets = new FacetIndex(store);
    this.orders = new SortOrders(store);
  }

  /** Indexes up to `budget` more slots (a reload builds them in slices); true when all are in. */
  warm(budget: number): boolean {
    const facets = this.facets.catchUp(budget);
    const text = this.text.catchUp(budget);
    if (!facets || !text) return false;
    // The name words sorted ahead of the next query, once there are enough new ones to be worth a pass.
    this.text.settle();
    return true;
  }

  /** The leads of a filter in the sort's order. */
  find(filter: LeadFilter, sort: LeadSort | null): LeadRecord[] {
    const accepts = compileFilter(filter);
    const text = filter.text ? parseTextQuery(filter.text) : null;
    let candidates = this.facets.candidates(filter);
    if (text) {
      const byText = this.text.candidates(text);
      candidates = candidates ? intersect(candidates, byText) : byText;
    }
    const order = this.orders.get(sort);
    const found: LeadRecord[] = [];
    if (!candidates) {
      for (let index = 0; index < order.length; index += 1) {
        const record = this.store.recordAt(order[index] as number);
        if (record && accepts(record)) found.push(record);
      }
      return found;
    }
    const selected = new Uint8Array(this.store.slotCount);
    for (let index = 0; index < candidates.length; index += 1) {
      const slot = candidates[index] as number;
      const record = this.store.recordAt(slot);
      if (record && accepts(record)) selected[slot] = 1;
    }
    for (let index = 0; index < order.length; index += 1) {
      const slot = order[index] as number;
      if (selected[slot] === 1) found.push(this.store.recordAt(slot) as LeadRecord);
    }
    return found;
  }

  /** The leads a quick find matches, newest first. */
  quickFind(query: TextQuery): LeadRecord[] {
    const candidates = this.text.candidates(query);
    const found: LeadRecord[] = [];
    const selected = new Uint8Array(this.store.slotCount);
    for (let index = 0; index < candidates.length; index += 1) {
      const slot = candidates[index] as number;
      const record = this.store.recordAt(slot);
      if (record && matchesText(record, query)) {
        found.push(record);
        selected[slot] = 1;
      }
    }
    if (found.length <= SORT_FEW)
      return found.sort((a, b) => b.lead.dtCreate - a.lead.dtCreate || b.lead.id - a.lead.id);
    const ordered: LeadRecord[] = [];
    const order = this.orders.get(null);
    for (let index = 0; index < order.length; index += 1) {
      const slot = order[index] as number;
      if (selected[slot] === 1) ordered.push(this.store.recordAt(slot) as LeadRecord);
    }
    return ordered;
  }

  /** Bytes of the slot lists and kept orders (not the leads themselves). */
  get bytes(): number {
    return this.text.bytes + this.facets.bytes + this.orders.bytes;
  }
}
