import { needsIndex, parseListSearch, searchToBoundsOn } from '@/features/leadFilters';
import { leadQueries } from '@/features/leads';
import { toIsoDateParam } from '@/shared/lib/dates';
import { markFirstScreenShown } from '@/shared/lib/firstScreen';
import type { AppContext } from './Providers';

/**
 * Opening the lead list signed in: its first page is asked for now, before React renders, the session is
 * checked and the route's code arrives, instead of after all three. The list finds the page in the cache
 * under the same key (same search, same day), so nothing is fetched twice.
 */
export function startFirstScreen(context: AppContext, location: Location): void {
  const { session, queryClient } = context;
  if (answersFromTheCopy(location)) prestartLocalIndex(context);
  if (location.pathname !== '/leads' || !session.getState().session) {
    // Only the list holds back what its rows do not need; any other first screen lets it come at once.
    markFirstScreenShown();
    return;
  }
  void import('@/features/leadList/LeadListPage');
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const search = parseListSearch(new URLSearchParams(location.search), timeZone);
  const today = toIsoDateParam(new Date(), timeZone, false);
  const bounds = searchToBoundsOn(search, timeZone, today);
  void queryClient.prefetchQuery(leadQueries.list({ page: search.page, perPage: search.perPage, ...bounds }));
}

/** Screens whose first answer comes from the local copy: the inbox, the board, the dashboard, Duplicates, a filter. */
function answersFromTheCopy(location: Location): boolean {
  if (INDEXED_SCREENS.has(location.pathname)) return true;
  if (location.pathname !== '/leads') return false;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return needsIndex(parseListSearch(new URLSearchParams(location.search), timeZone));
}

const INDEXED_SCREENS = new Set(['/inbox', '/board', '/dashboard', '/duplicates']);

/**
 * Signed in, onto a screen that answers from the local copy: its worker starts reading the copy now, while the
 * page's own code arrives and renders (prestartIndexWorker), instead of once the page asks for the index. The plain
 * list's first screen is left as it was: it reads the CRM's first page, and the copy waits for its rows.
 */
function prestartLocalIndex({ session, config }: AppContext): void {
  const username = session.getState().session?.username;
  if (!username || typeof SharedWorker === 'undefined') return;
  const apiBaseUrl = new URL(config.apiBaseUrl, window.location.origin).href;
  void Promise.all([import('@/localIndex/client'), import('@/localIndex/databases')]).then(
    ([client, databases]) => client.prestartIndexWorker(databases.indexDatabaseName(apiBaseUrl, username)),
  );
}
