import { useMemo, useState } from 'react';
import {
  type BarDraft,
  type BarView,
  barDraftOf,
  barViewKey,
  barViewOf,
  type DateRange,
  type FilterDraft,
  withBarView,
} from '../lib/filterBarDraft';
import type { ListSearch } from '../lib/listSearch';
import type { SetListSearch } from './useListSearch';

interface BarState {
  draft: BarDraft;
  /** The view last committed (by the bar) or found in the URL. */
  applied: BarView;
  /** The URL's view when last looked at, to notice Back, Forward and links. */
  urlKey: string;
  /** The view the bar last committed: the URL catching up with it is no outside change. */
  committedKey: string;
}

const stateOf = (view: BarView): BarState => {
  const key = barViewKey(view);
  return { draft: barDraftOf(view), applied: view, urlKey: key, committedKey: key };
};

export interface FilterBarDraft {
  draft: BarDraft;
  applied: BarView;
  /** The draft differs from what the list shows. */
  dirty: boolean;
  setRange(range: DateRange): void;
  setFilters(filters: FilterDraft): void;
  /** Commits the draft's range with these filters (already checked), whole. */
  commit(view: BarView, options?: { dropSort?: boolean }): void;
  /** Drops what was not applied. */
  discard(): void;
}

/**
 * One state for the whole bar. The URL is read only when it changes from outside (Back, Forward, a link), and then
 * the draft follows it whole; the bar's own commits never wait on the URL, which React Router updates in a
 * transition: reading the range back from it while a commit is pending is how a date used to be lost.
 */
export function useFilterBarDraft(search: ListSearch, setSearch: SetListSearch): FilterBarDraft {
  const urlView = useMemo(() => barViewOf(search), [search]);
  const urlKey = barViewKey(urlView);
  const [state, setState] = useState(() => stateOf(urlView));
  let current = state;
  if (state.urlKey !== urlKey) {
    current = urlKey === state.committedKey ? { ...state, urlKey } : stateOf(urlView);
    setState(current);
  }

  const commit = (view: BarView, options?: { dropSort?: boolean }) => {
    const key = barViewKey(view);
    setState({ draft: barDraftOf(view), applied: view, urlKey: current.urlKey, committedKey: key });
    const next = withBarView(search, view);
    if (options?.dropSort) delete next.sort;
    setSearch(next);
  };

  return {
    draft: current.draft,
    applied: current.applied,
    dirty: draftKey(current.draft) !== draftKey(barDraftOf(current.applied)),
    setRange: (range) => setState((previous) => ({ ...previous, draft: { ...previous.draft, range } })),
    setFilters: (filters) => setState((previous) => ({ ...previous, draft: { ...previous.draft, filters } })),
    commit,
    discard: () => setState((previous) => ({ ...previous, draft: barDraftOf(previous.applied) })),
  };
}

const draftKey = (draft: BarDraft) =>
  `${barViewKey({ range: draft.range, filters: {} })}|${JSON.stringify(draft.filters)}`;
