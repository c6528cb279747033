import { listLeads } from '@/api/leads';
import { getRateLimitState } from '@/api/rateLimit';
import type { Lead } from '@/api/schemas/lead';
import type { CreatedBounds } from '@/features/leadFilters';

export const BULK_PAGE_SIZE = 500;
/** The spec does not say when the rate-limit window resets; a short pause lets it refill before we go on. */
const EXHAUSTED_PAUSE_MS = 5_000;

/** The range holds more leads than the caller will take (the chart's limit). */
export class TooManyLeadsError extends Error {
  constructor(readonly total: number) {
    super(`The range holds ${total} leads.`);
  }
}

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
  { maxLeads }: { maxLeads?: number } = {},
): Promise<Lead[]> {
  // Pages are newest first: a lead created during the walk would shift every later page by one. Freezing the
  // range's end at "now" keeps the pages still; the ids guard against any overlap that remains.
  const now = Math.floor(Date.now() / 1000);
  const frozen: CreatedBounds = { ...bounds, createdTo: Math.min(bounds.createdTo ?? now, now) };
  const seen = new Set<number>();
  const leads: Lead[] = [];
  let page = 1;
  let lastPage = 1;
  let total = 0;
  do {
    if (getRateLimitState().remaining === 0) {
      onProgress({ done: leads.length, total, paused: true });
      await pause(EXHAUSTED_PAUSE_MS, signal);
    }
    const result = await listLeads({ page, perPage: BULK_PAGE_SIZE, ...frozen }, { signal });
    total = result.meta.total;
    if (maxLeads !== undefined && total > maxLeads) throw new TooManyLeadsError(total);
    for (const lead of result.data) {
      if (seen.has(lead.id)) continue;
      seen.add(lead.id);
      leads.push(lead);
    }
    lastPage = result.meta.last_page;
    onProgress({ done: leads.length, total, paused: false });
    page += 1;
  } while (page <= lastPage && !signal.aborted);
  signal.throwIfAborted();
  return leads;
}
