import type { LeadFilter, LeadSort } from '@/features/quickFind';
import { FILTER_KEYS, FILTER_PARAMS, FILTERS, type FilterValues } from './filters';

/**
 * The list's whole-range filters (declared in ./filters.ts) and sort as the URL carries them. Any of them set means
 * the list reads the local index (the CRM filters by creation date only and cannot sort). Bad values are dropped one
 * by one.
 */
export type IndexFilterSearch = FilterValues & {
  sort?: { field: string; desc: boolean };
};

/** The URL parameters these filters own (written by writeIndexFilters). */
export const INDEX_FILTER_PARAMS: readonly string[] = [...FILTER_PARAMS, 'sort', 'dir'];

const SORT_FIELD = /^[A-Za-z]{1,30}$/;

export function parseIndexFilters(params: URLSearchParams): IndexFilterSearch {
  const search: IndexFilterSearch = Object.assign({}, ...FILTERS.map((filter) => filter.read(params)));
  const sort = params.get('sort');
  if (sort !== null && SORT_FIELD.test(sort))
    search.sort = { field: sort, desc: params.get('dir') === 'desc' };
  return search;
}

export function writeIndexFilters(params: URLSearchParams, search: IndexFilterSearch): void {
  for (const filter of FILTERS) filter.write(params, search);
  if (search.sort) {
    params.set('sort', search.sort.field);
    if (search.sort.desc) params.set('dir', 'desc');
  }
}

/** The filters and sort alone, as text: what a filter form follows when Back or Forward changes them. */
export function indexFiltersKey(search: IndexFilterSearch): string {
  const params = new URLSearchParams();
  writeIndexFilters(params, search);
  return params.toString();
}

/** Anything beyond the date range: the CRM cannot answer it, the local index can. */
export function needsIndex(search: IndexFilterSearch): boolean {
  return activeFilterCount(search) > 0 || search.sort !== undefined;
}

/** How many filters are set (the sort is not one), for the "Filters (3)" button. */
export function activeFilterCount(search: IndexFilterSearch): number {
  return FILTERS.filter((filter) => filter.isSet(search)).length;
}

export function toLeadFilter(
  search: IndexFilterSearch,
  bounds: { createdFrom?: number; createdTo?: number },
): LeadFilter {
  const filter: LeadFilter = { ...bounds };
  for (const declared of FILTERS)
    if (declared.isSet(search)) Object.assign(filter, declared.toFilter(search));
  return filter;
}

export function toLeadSort(
  search: IndexFilterSearch,
  labels?: Readonly<Record<string, string>>,
): LeadSort | null {
  if (!search.sort) return null;
  return labels ? { ...search.sort, labels } : { ...search.sort };
}

/** The same view without any index filter or sort: the list goes back to reading the CRM. */
export function withoutIndexFilters<T extends IndexFilterSearch>(search: T): T {
  const copy: Record<string, unknown> = { ...search };
  for (const key of [...FILTER_KEYS, 'sort']) delete copy[key];
  return copy as T;
}
