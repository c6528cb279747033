import { Button, Group, Stack } from '@mantine/core';
import { lazy, type ReactNode, type RefObject, Suspense, useMemo, useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import { useLatest } from '@/shared/ui/useLatest';
import { useFilterBarDraft } from '../hooks/useFilterBarDraft';
import type { SetListSearch } from '../hooks/useListSearch';
import { type DateRange, type FilterOnly, filtersOfDraft } from '../lib/filterBarDraft';
import type { FilterDraft } from '../lib/filters';
import { activeFilterCount, needsIndex } from '../lib/indexFilterSearch';
import type { ListSearch } from '../lib/listSearch';
import { indexListMessages } from '../messages';
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
  /**
   * The screen's own controls, on the same toolbar line after the filters: Mine, then the saved views (issue 28's
   * place), then Columns and the Import / export menu.
   */
  children?: ReactNode;
}

/**
 * The creation-date range and the whole-range filters, kept in the URL: one bar for the lead list, the board and
 * the dashboard, so a link carries the same view from one to another. With the filters panel open, a new range
 * joins the panel's draft and Apply commits both; with it closed, a preset applies at once.
 */
export function LeadFilterBar({
  search,
  setSearch,
  selectRef,
  alwaysIndexed = false,
  children,
}: LeadFilterBarProps) {
  const ti = useMessages(indexListMessages);
  const bar = useFilterBarDraft(search, setSearch);
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(search) > 0);
  const filterCount = activeFilterCount(search);
  const showClear = alwaysIndexed ? filterCount > 0 : needsIndex(search);

  // A preset picked beside an open panel waits for its Apply, with the rest of the draft.
  const chooseRange = (range: DateRange) => {
    if (filtersOpen) bar.setRange(range);
    else bar.commit({ range, filters: bar.applied.filters });
  };
  // The custom range's own Apply commits the whole draft, as the panel's does.
  const applyCustomRange = (range: DateRange) => {
    const typed = filtersOfDraft(bar.draft.filters);
    bar.commit({ range, filters: filtersOpen && typed.ok ? typed.filters : bar.applied.filters });
  };
  const applyFilters = (filters: FilterOnly) => bar.commit({ range: bar.draft.range, filters });
  // "Clear filters and sort": the list reads the CRM again.
  const clearFilters = () => bar.commit({ range: bar.draft.range, filters: {} }, { dropSort: true });
  // The panel is memoised: its actions keep their identity and call this render's versions.
  const latest = useLatest({ setFilters: bar.setFilters, applyFilters, clearFilters });
  const panelActions = useMemo(
    () => ({
      onChange: (draft: FilterDraft) => latest.current.setFilters(draft),
      onApply: (filters: FilterOnly) => latest.current.applyFilters(filters),
      onClear: () => latest.current.clearFilters(),
    }),
    [latest],
  );
  const toggleFilters = () => {
    if (filtersOpen) bar.discard();
    setFiltersOpen(!filtersOpen);
  };

  return (
    <Stack gap="xs">
      {/* One toolbar line: the range, the filters, then the screen's own controls; the panel opens below it. */}
      <Group gap="xs" align="flex-start" wrap="wrap">
        <DateFilter
          range={bar.draft.range}
          onChoose={chooseRange}
          onApplyCustom={applyCustomRange}
          selectRef={selectRef}
        />
        <Button
          variant={filterCount > 0 ? 'light' : 'default'}
          onClick={toggleFilters}
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
        {children}
      </Group>
      {filtersOpen && (
        <Suspense fallback={null}>
          <IndexFiltersPanel draft={bar.draft.filters} dirty={bar.dirty} {...panelActions} />
        </Suspense>
      )}
    </Stack>
  );
}
