import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLocale } from '@/shared/i18n/I18nProvider';
import { type ListSearch, listSearchToParams, parseListSearch } from '../lib/listSearch';

export type SetListSearch = (next: ListSearch, options?: { replace?: boolean }) => void;

/** The list's view, read from and written to the URL, so Back, Forward, reload and shared links all keep it. */
export function useListSearch(): [ListSearch, SetListSearch] {
  const [params, setParams] = useSearchParams();
  const { timeZone } = useLocale();
  const key = params.toString();
  const search = useMemo(() => parseListSearch(new URLSearchParams(key), timeZone), [key, timeZone]);
  const setSearch = useCallback<SetListSearch>(
    (next, options) => setParams(listSearchToParams(next), { replace: options?.replace ?? false }),
    [setParams],
  );
  return [search, setSearch];
}
