import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Catalogs } from '@/config/runtimeConfig';
import { useCatalogs } from '@/config/useCatalogs';
import { type FunnelStage, leadIndexQueries, stagesInFunnelOrder } from '@/features/quickFind';
import { useLocale } from '@/shared/i18n/I18nProvider';
import { parseIsoDateParam } from '@/shared/lib/dates';
import { useToday } from '@/shared/ui/useToday';
import { toLeadFilter } from '../lib/indexFilterSearch';
import { type ListSearch, parseListSearch, searchToBounds } from '../lib/listSearch';
import { useListSearch } from './useListSearch';

/** Won and lost stages come last, whatever their place in the catalog: they end the funnel. */
function funnelStagesOf(stages: Catalogs['funnelStages']): FunnelStage[] {
  return stagesInFunnelOrder(stages.map((stage) => ({ id: stage.id, outcome: stage.outcome ?? null })));
}

function filterOf(search: ListSearch, timeZone: string, today: string) {
  return toLeadFilter(
    search,
    searchToBounds(search, timeZone, parseIsoDateParam(today, timeZone) ?? new Date()),
  );
}

/**
 * The list's URL state read as the local index's filter, with the funnel's stage order: the board and the
 * dashboard show the same range and filters as the list, and move with the calendar like it.
 */
export function useIndexedView() {
  const { timeZone } = useLocale();
  const catalogs = useCatalogs();
  const [search, setSearch] = useListSearch();
  const today = useToday(timeZone);
  const filter = useMemo(() => filterOf(search, timeZone, today), [search, timeZone, today]);
  const stages = useMemo(
    () => funnelStagesOf(catalogs.catalogs.funnelStages),
    [catalogs.catalogs.funnelStages],
  );
  const stageIds = useMemo(() => stages.map((stage) => stage.id), [stages]);
  return { search, setSearch, filter, stages, stageIds };
}

/**
 * Asks the local copy for the board's or the dashboard's answer as a link to them is followed, with the same
 * query the page will make: the worker works while the page's code loads and draws (at 100,000 leads the board's
 * first render took 100 ms before it asked). Any other path is left alone.
 */
export function useIndexedViewPrefetch(): (pathname: string, query: string) => void {
  const queryClient = useQueryClient();
  const { timeZone } = useLocale();
  const catalogs = useCatalogs();
  const today = useToday(timeZone);
  return useCallback(
    (pathname, query) => {
      if (pathname !== '/board' && pathname !== '/dashboard') return;
      const filter = filterOf(parseListSearch(new URLSearchParams(query), timeZone), timeZone, today);
      const stages = funnelStagesOf(catalogs.catalogs.funnelStages);
      if (pathname === '/board')
        void queryClient.prefetchQuery(
          leadIndexQueries.board(
            filter,
            stages.map((stage) => stage.id),
          ),
        );
      else void queryClient.prefetchQuery(leadIndexQueries.dashboard(filter, stages, timeZone));
    },
    [queryClient, timeZone, today, catalogs.catalogs.funnelStages],
  );
}
