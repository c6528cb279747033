import { FILTERS, type FilterDraft, type FilterProblem, type FilterValues } from './filters';
import {
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
export type FilterOnly = FilterValues;
export type { FilterDraft, FilterProblem };

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

/** The panel's controls for these filters, each as its declaration types it. */
export function filterDraftOf(filters: FilterOnly): FilterDraft {
  return Object.assign({}, ...FILTERS.map((filter) => filter.draftOf(filters)));
}

export function barDraftOf(view: BarView): BarDraft {
  return { range: view.range, filters: filterDraftOf(view.filters) };
}

/** The typed filters as the URL will carry them, or the first thing wrong with them. */
export function filtersOfDraft(
  draft: FilterDraft,
): { ok: true; filters: FilterOnly } | { ok: false; problem: FilterProblem; filter: string } {
  const filters: FilterOnly = {};
  for (const declared of FILTERS) {
    const values = declared.fromDraft(draft);
    if ('problem' in values) return { ok: false, problem: values.problem, filter: declared.name };
    Object.assign(filters, values);
  }
  return { ok: true, filters };
}

/** The list's view with the bar's view committed over it: page 1, the sort and page size kept. */
export function withBarView(search: ListSearch, view: BarView): ListSearch {
  const { preset: _preset, from: _from, to: _to, ...rest } = withoutIndexFilters(search);
  return { ...rest, ...(search.sort ? { sort: search.sort } : {}), ...view.range, ...view.filters, page: 1 };
}
