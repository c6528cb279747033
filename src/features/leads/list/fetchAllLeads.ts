import { listLeads } from '../../../api/leads';
import { getRateLimitState } from '../../../api/rateLimit';
import type { Lead } from '../../../api/schemas/lead';
import type { CreatedBounds } from './listSearch';

export const BULK_PAGE_SIZE = 500;
/** The spec does not say when the rate-limit window resets; a short pause lets it refill before we go on. */
const EXHAUSTED_PAUSE_MS = 5_000;

export interface BulkProgress {
  done: number;
  total: number;
  paused: boolean;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Every lead in the range, page by page at the API's maximum page size. One request at a time: the http client
 * already waits out a 429, and we also hold back when the CRM says no requests remain.
 */
export async function fetchAllLeads(
  bounds: CreatedBounds,
  signal: AbortSignal,
  onProgress: (progress: BulkProgress) => void,
): Promise<Lead[]> {
  const leads: Lead[] = [];
  let page = 1;
  let lastPage = 1;
  let total = 0;
  do {
    if (getRateLimitState().remaining === 0) {
      onProgress({ done: leads.length, total, paused: true });
      await pause(EXHAUSTED_PAUSE_MS, signal);
    }
    const result = await listLeads({ page, perPage: BULK_PAGE_SIZE, ...bounds }, { signal });
    leads.push(...result.data);
    lastPage = result.meta.last_page;
    total = result.meta.total;
    onProgress({ done: leads.length, total, paused: false });
    page += 1;
  } while (page <= lastPage && !signal.aborted);
  signal.throwIfAborted();
  return leads;
}
