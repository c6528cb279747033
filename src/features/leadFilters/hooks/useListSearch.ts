import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLocale } from '@/shared/i18n/I18nProvider';
import { canonicalListParams, type ListSearch, listSearchToParams, parseListSearch } from '../lib/listSearch';

export type SetListSearch = (next: ListSearch, options?: { replace?: boolean }) => void;

/**
 * The list's view, read from and written to the URL, so Back, Forward, reload and shared links all keep it. An
 * address with values the view could not use (`?page=-1&perPage=abc`) is replaced by what is shown, so it is never
 * copied, bookmarked or shared as it was.
 */
export function useListSearch(): [ListSearch, SetListSearch] {
  const [params, setParams] = useSearchParams();
  const { timeZone } = useLocale();
  const key = params.toString();
  const search = useMemo(() => parseListSearch(new URLSearchParams(key), timeZone), [key, timeZone]);
  const setSearch = useCallback<SetListSearch>(
    (next, options) => setParams(listSearchToParams(next), { replace: options?.replace ?? false }),
    [setParams],
  );
  useEffect(() => {
    const shown = canonicalListParams(new URLSearchParams(key), search);
    // The same view in another order of parameters is left as it is: replacing it would only render it again.
    if (sortedParams(shown) !== sortedParams(new URLSearchParams(key))) setParams(shown, { replace: true });
  }, [key, search, setParams]);
  return [search, setSearch];
}

function sortedParams(params: URLSearchParams): string {
  const sorted = new URLSearchParams(params);
  sorted.sort();
  return sorted.toString();
}
