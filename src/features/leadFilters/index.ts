import { lazy } from 'react';

/**
 * Loaded apart from the screens that show it (put it in a Suspense): the list shows it only when a filter or a sort
 * reads the local index, so the plain date-range list never loads it.
 */
export const IndexSourceNote = lazy(async () => ({
  default: (await import('./components/IndexSourceNote')).IndexSourceNote,
}));
export { LeadFilterBar } from './components/LeadFilterBar';
export { useIndexedView, useIndexedViewPrefetch } from './hooks/useIndexedView';
export { type SetListSearch, useListSearch } from './hooks/useListSearch';
export { activeFilterCount, needsIndex, toLeadFilter, toLeadSort } from './lib/indexFilterSearch';
export { backToListLink, fromListState, keepListReturn, returnedFromLead } from './lib/listReturn';
export type { CreatedBounds, ListSearch, PageSize } from './lib/listSearch';
export {
  DEFAULT_PAGE_SIZE,
  hasDateFilter,
  listSearchToParams,
  PAGE_SIZES,
  parseListSearch,
  searchToBoundsOn,
} from './lib/listSearch';
export { indexListMessages } from './messages';
