import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCatalogs } from '@/config/useCatalogs';
import { parseListSearch, searchToBoundsOn, toLeadFilter } from '@/features/leadFilters';
import { leadIndexQueries } from '@/features/quickFind';
import { useLocale } from '@/shared/i18n/I18nProvider';
import { useToday } from '@/shared/ui/useToday';
import { namesMissingEntries } from '../lib/missingEntries';
import type { SavedView } from '../lib/viewStore';

/**
 * A saved view's live count from the local copy (its filters and dates read as the list reads them, presets
 * counted from today), and whether it names a catalog entry the account no longer has.
 */
export function useViewFacts(view: SavedView): { count: number | null; missing: boolean } {
  const { timeZone, locale } = useLocale();
  const today = useToday(timeZone);
  const { catalogs } = useCatalogs();
  const search = useMemo(
    () => parseListSearch(new URLSearchParams(view.search), timeZone),
    [view.search, timeZone],
  );
  const filter = useMemo(
    () => toLeadFilter(search, searchToBoundsOn(search, timeZone, today)),
    [search, timeZone, today],
  );
  const page = useQuery(leadIndexQueries.page({ filter, sort: null, offset: 0, limit: 0, locale }));
  return { count: page.data?.total ?? null, missing: namesMissingEntries(search, catalogs) };
}
