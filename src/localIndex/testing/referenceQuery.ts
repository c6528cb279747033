import { compileFilter, type LeadFilter, type LeadSort, sortRecords } from '../filterSort';
import type { LeadRecord } from '../leadRecord';
import type { LeadStore } from '../leadStore';
import { matchesText, type TextQuery } from '../textMatch';

/**
 * The plain implementation the indexes must agree with: every lead read, the filter's predicate applied, the
 * matches sorted from scratch. Kept for tests only (it was the engine's query path before the indexes).
 */
export function referenceFind(store: LeadStore, filter: LeadFilter, sort: LeadSort | null): LeadRecord[] {
  const records = store.records().filter(compileFilter(filter));
  return sort ? sortRecords(records, sort) : records;
}

export function referenceQuickFind(store: LeadStore, query: TextQuery): LeadRecord[] {
  return store.records().filter((record) => matchesText(record, query));
}
