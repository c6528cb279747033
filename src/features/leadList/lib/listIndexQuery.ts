import { type CreatedBounds, type ListSearch, toLeadFilter, toLeadSort } from '@/features/leadFilters';
import type { IndexQuery } from '@/features/quickFind';

/** The local copy's question for a page of the list: the one the page asks, and the one asked ahead of it. */
export function listIndexQuery(
  search: ListSearch,
  bounds: CreatedBounds,
  sortLabels: Readonly<Record<string, string>> | undefined,
  locale: string,
): IndexQuery {
  return {
    filter: toLeadFilter(search, bounds),
    sort: toLeadSort(search, sortLabels),
    offset: (search.page - 1) * search.perPage,
    limit: search.perPage,
    locale,
  };
}
