import type { RequestOptions } from '@/api/http';
import { listLeads } from '@/api/leads';
import { leadContactKeys } from '../duplicates/leadContactKeys';

// The CRM's clock and ours may differ; a lead made by our request is within this margin of when we sent it.
const CLOCK_MARGIN_SECONDS = 300;
const PAGE_SIZE = 500;
const MAX_PAGES = 10;

/**
 * After a request that got no answer: the id of a lead created since it went out with one of the row's
 * phone or e-mail keys, or null when there is none (so sending the row again creates no second lead).
 */
export async function findCreatedLead(
  keys: readonly string[],
  sentAt: number,
  options: RequestOptions = {},
  /** Leads this import already accounts for (another row with the same phone, imported anyway). */
  taken: ReadonlySet<number> = new Set(),
  now: number = Date.now(),
): Promise<number | null> {
  const wanted = new Set(keys);
  const createdFrom = Math.floor(sentAt / 1000) - CLOCK_MARGIN_SECONDS;
  const createdTo = Math.ceil(now / 1000) + CLOCK_MARGIN_SECONDS;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await listLeads({ page, perPage: PAGE_SIZE, createdFrom, createdTo }, options);
    const found = answer.data.find(
      (lead) => !taken.has(lead.id) && leadContactKeys(lead).some((key) => wanted.has(key)),
    );
    if (found) return found.id;
    if (page >= answer.meta.last_page) return null;
  }
  // More than 5,000 leads created in those minutes: say "not found" would be a guess, so it is an error.
  throw new Error('Too many leads created meanwhile to tell whether this row was created.');
}
