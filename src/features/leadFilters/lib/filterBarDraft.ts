import {
  ID_LIST_KEYS,
  type IndexFilterSearch,
  indexFiltersKey,
  parseIndexFilters,
  withoutIndexFilters,
} from './indexFilterSearch';
import type { ListSearch } from './listSearch';

/**
 * The filter bar's one draft: the creation-date range and every whole-range filter, as the controls hold them.
 * Every change lands here first; Apply (or a date preset with the panel closed) commits the draft whole, so no
 * part of it can be lost to the order or the speed of the changes.
 */
export type DateRange = Pick<ListSearch, 'preset' | 'from' | 'to'>;
export type FilterOnly = Omit<IndexFilterSearch, 'sort'>;
type IdListKey = (typeof ID_LIST_KEYS)[number];
export type Presence = 'any' | 'yes' | 'no';

/** The filter panel's fields as typed (costs are text until Apply). */
export interface FilterDraft {
  q: string;
  lists: Record<IdListKey, string[]>;
  hasEmail: Presence;
  hasPhone: Presence;
  duplicates: boolean;
  costFrom: string;
  costTo: string;
}

/** What the bar commits: the range and the filters; the sort and the page size stay as they are. */
export interface BarView {
  range: DateRange;
  filters: FilterOnly;
}

export interface BarDraft {
  range: DateRange;
  filters: FilterDraft;
}

export function barViewOf(search: ListSearch): BarView {
  const range: DateRange = {};
  if (search.preset) range.preset = search.preset;
  if (search.from) range.from = search.from;
  if (search.to) range.to = search.to;
  const { sort: _sort, ...filters } = pickIndexFilters(search);
  return { range, filters };
}

function pickIndexFilters(search: IndexFilterSearch): IndexFilterSearch {
  // Through the URL form and back: the same fields, in the same shape, as a link would carry them.
  const params = new URLSearchParams(indexFiltersKey(search));
  return parseIndexFilters(params);
}

/** Text that is equal for equal views: what tells the bar's own commits from Back, Forward and links. */
export function barViewKey(view: BarView): string {
  const params = new URLSearchParams(indexFiltersKey(view.filters));
  if (view.range.preset) params.set('preset', view.range.preset);
  else {
    if (view.range.from) params.set('from', view.range.from);
    if (view.range.to) params.set('to', view.range.to);
  }
  params.sort();
  return params.toString();
}

const presence = (value: boolean | undefined): Presence =>
  value === undefined ? 'any' : value ? 'yes' : 'no';

export function filterDraftOf(filters: FilterOnly): FilterDraft {
  return {
    q: filters.q ?? '',
    lists: Object.fromEntries(ID_LIST_KEYS.map((key) => [key, (filters[key] ?? []).map(String)])) as Record<
      IdListKey,
      string[]
    >,
    hasEmail: presence(filters.hasEmail),
    hasPhone: presence(filters.hasPhone),
    duplicates: Boolean(filters.duplicates),
    costFrom: filters.costFrom === undefined ? '' : String(filters.costFrom),
    costTo: filters.costTo === undefined ? '' : String(filters.costTo),
  };
}

export function barDraftOf(view: BarView): BarDraft {
  return { range: view.range, filters: filterDraftOf(view.filters) };
}

function parseCost(text: string): number | undefined {
  const normal = text.replace(/\s/g, '').replace(',', '.');
  if (normal === '') return undefined;
  const value = Number(normal);
  return Number.isFinite(value) ? value : undefined;
}

export type FilterProblem = 'costOrder';

/** The typed filters as the URL will carry them, or what is wrong with them. */
export function filtersOfDraft(
  draft: FilterDraft,
): { ok: true; filters: FilterOnly } | { ok: false; problem: FilterProblem } {
  const costFrom = parseCost(draft.costFrom);
  const costTo = parseCost(draft.costTo);
  if (costFrom !== undefined && costTo !== undefined && costFrom > costTo) {
    return { ok: false, problem: 'costOrder' };
  }
  const filters: FilterOnly = {};
  if (draft.q.trim()) filters.q = draft.q.trim();
  for (const key of ID_LIST_KEYS) {
    const ids = draft.lists[key].map(Number).filter(Number.isInteger);
    if (ids.length > 0) filters[key] = ids;
  }
  if (draft.hasEmail !== 'any') filters.hasEmail = draft.hasEmail === 'yes';
  if (draft.hasPhone !== 'any') filters.hasPhone = draft.hasPhone === 'yes';
  if (draft.duplicates) filters.duplicates = true;
  if (costFrom !== undefined) filters.costFrom = costFrom;
  if (costTo !== undefined) filters.costTo = costTo;
  return { ok: true, filters };
}

/** The list's view with the bar's view committed over it: page 1, the sort and page size kept. */
export function withBarView(search: ListSearch, view: BarView): ListSearch {
  const { preset: _preset, from: _from, to: _to, ...rest } = withoutIndexFilters(search);
  return { ...rest, ...(search.sort ? { sort: search.sort } : {}), ...view.range, ...view.filters, page: 1 };
}
