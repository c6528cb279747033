import { parseIsoDateParam } from '@/shared/lib/dates';
import { DEFAULT_PAGE_SIZE, type ListSearch, searchToBounds } from './listSearch';

/** What the custom-range inputs hold: `YYYY-MM-DD` dates and optional `HH:mm` times, as native inputs give them. */
export interface RangeDraft {
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
}

export const EMPTY_DRAFT: RangeDraft = { fromDate: '', fromTime: '', toDate: '', toTime: '' };

export function draftFromSearch(search: Pick<ListSearch, 'from' | 'to'>): RangeDraft {
  const [fromDate = '', fromTime = ''] = (search.from ?? '').split('T');
  const [toDate = '', toTime = ''] = (search.to ?? '').split('T');
  return { fromDate, fromTime, toDate, toTime };
}

export type DraftProblem = 'needOneDate' | 'endBeforeStart' | 'badDate';

/**
 * Turns the inputs into the URL's `from`/`to`, or says what is wrong. The comparison uses the same bounds the
 * request will carry, so "to" without a time counts to the end of its day, in the user's zone.
 */
export function applyDraft(
  draft: RangeDraft,
  timeZone: string,
): { ok: true; from?: string; to?: string } | { ok: false; problem: DraftProblem } {
  const from = joinParam(draft.fromDate, draft.fromTime);
  const to = joinParam(draft.toDate, draft.toTime);
  if (!from && !to) return { ok: false, problem: 'needOneDate' };
  if ((from && !parseIsoDateParam(from, timeZone)) || (to && !parseIsoDateParam(to, timeZone))) {
    return { ok: false, problem: 'badDate' };
  }
  const bounds = searchToBounds({ page: 1, perPage: DEFAULT_PAGE_SIZE, from, to }, timeZone);
  if (
    bounds.createdFrom !== undefined &&
    bounds.createdTo !== undefined &&
    bounds.createdTo < bounds.createdFrom
  ) {
    return { ok: false, problem: 'endBeforeStart' };
  }
  return { ok: true, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

function joinParam(date: string, time: string): string | undefined {
  if (!date) return undefined;
  return time ? `${date}T${time.slice(0, 5)}` : date;
}
