import { Button, Group } from '@mantine/core';
import { lazy, type RefObject, Suspense, useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import type { SetListSearch } from '../hooks/useListSearch';
import { indexListMessages } from '../indexMessages';
import {
  activeFilterCount,
  type IndexFilterSearch,
  indexFiltersKey,
  needsIndex,
  withoutIndexFilters,
} from '../lib/indexFilterSearch';
import type { ListSearch } from '../lib/listSearch';
import { DateFilter } from './DateFilter';

// The filters panel loads on first use: the first load of any screen with the bar stays as it was.
const IndexFiltersPanel = lazy(async () => {
  const [module] = await Promise.all([import('./IndexFiltersPanel'), loadLaterStyles()]);
  return module;
});

interface LeadFilterBarProps {
  search: ListSearch;
  setSearch: SetListSearch;
  selectRef?: RefObject<HTMLSelectElement | null>;
  /** The board and the dashboard always read the index; the list only when a filter asks for it. */
  alwaysIndexed?: boolean;
}

/**
 * The creation-date range and the whole-range filters, kept in the URL: one bar for the lead list, the board and
 * the dashboard, so a link carries the same view from one to another.
 */
export function LeadFilterBar({ search, setSearch, selectRef, alwaysIndexed = false }: LeadFilterBarProps) {
  const ti = useMessages(indexListMessages);
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(search) > 0);
  const filterCount = activeFilterCount(search);
  // A new range keeps the filters and the sort: only the dates change.
  const changeRange = (range: Pick<ListSearch, 'preset' | 'from' | 'to'>) =>
    setSearch({ ...search, preset: undefined, from: undefined, to: undefined, page: 1, ...range });
  const applyFilters = (filters: IndexFilterSearch) =>
    setSearch({ ...withoutIndexFilters(search), ...filters, page: 1 });
  const clearFilters = () => setSearch({ ...withoutIndexFilters(search), page: 1 });
  const showClear = alwaysIndexed ? filterCount > 0 : needsIndex(search);

  return (
    <>
      <DateFilter search={search} onChange={changeRange} selectRef={selectRef} />
      <Group gap="sm">
        <Button
          variant={filterCount > 0 ? 'light' : 'default'}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          w="fit-content"
        >
          {filterCount > 0 ? ti('filtersCount', { count: filterCount }) : ti('filters')}
        </Button>
        {showClear && (
          <Button variant="subtle" onClick={clearFilters}>
            {ti('clearAll')}
          </Button>
        )}
      </Group>
      {filtersOpen && (
        <Suspense fallback={null}>
          <IndexFiltersPanel
            key={indexFiltersKey(search)}
            search={search}
            onApply={applyFilters}
            onClear={clearFilters}
          />
        </Suspense>
      )}
    </>
  );
}
