import { useMemo } from 'react';
import { useCatalogs } from '@/config/useCatalogs';
import { type FunnelStage, stagesInFunnelOrder } from '@/features/quickFind';
import { useLocale } from '@/shared/i18n/I18nProvider';
import { parseIsoDateParam } from '@/shared/lib/dates';
import { useToday } from '@/shared/ui/useToday';
import { toLeadFilter } from '../lib/indexFilterSearch';
import { searchToBounds } from '../lib/listSearch';
import { useListSearch } from './useListSearch';

/**
 * The list's URL state read as the local index's filter, with the funnel's stage order: the board and the
 * dashboard show the same range and filters as the list, and move with the calendar like it.
 */
export function useIndexedView() {
  const { timeZone } = useLocale();
  const catalogs = useCatalogs();
  const [search, setSearch] = useListSearch();
  const today = useToday(timeZone);
  const filter = useMemo(
    () =>
      toLeadFilter(
        search,
        searchToBounds(search, timeZone, parseIsoDateParam(today, timeZone) ?? new Date()),
      ),
    [search, timeZone, today],
  );
  // Won and lost stages come last, whatever their place in the catalog: they end the funnel.
  const stages = useMemo<FunnelStage[]>(
    () =>
      stagesInFunnelOrder(
        catalogs.catalogs.funnelStages.map((stage) => ({ id: stage.id, outcome: stage.outcome ?? null })),
      ),
    [catalogs.catalogs.funnelStages],
  );
  const stageIds = useMemo(() => stages.map((stage) => stage.id), [stages]);
  return { search, setSearch, filter, stages, stageIds };
}
