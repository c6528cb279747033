export { IndexSourceNote } from './components/IndexSourceNote';
export { LeadFilterBar } from './components/LeadFilterBar';
export { useIndexedView } from './hooks/useIndexedView';
export { useListSearch } from './hooks/useListSearch';
export { activeFilterCount, needsIndex, toLeadFilter, toLeadSort } from './lib/indexFilterSearch';
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

/** The list page loads the note as a later chunk: the first screen does not wait for it. */
export const loadIndexSourceNote = () => import('./components/IndexSourceNote');
