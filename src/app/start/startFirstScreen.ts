import { parseListSearch, searchToBoundsOn } from '@/features/leadFilters';
import { leadQueries } from '@/features/leads';
import { toIsoDateParam } from '@/shared/lib/dates';
import type { AppContext } from './Providers';

/**
 * Opening the lead list signed in: its first page is asked for now, before React renders, the session is
 * checked and the route's code arrives, instead of after all three. The list finds the page in the cache
 * under the same key (same search, same day), so nothing is fetched twice.
 */
export function startFirstScreen({ session, queryClient }: AppContext, location: Location): void {
  if (location.pathname !== '/leads' || !session.getState().session) return;
  void import('@/features/leadList/LeadListPage');
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const search = parseListSearch(new URLSearchParams(location.search), timeZone);
  const today = toIsoDateParam(new Date(), timeZone, false);
  const bounds = searchToBoundsOn(search, timeZone, today);
  void queryClient.prefetchQuery(leadQueries.list({ page: search.page, perPage: search.perPage, ...bounds }));
}
