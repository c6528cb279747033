import type { RequestOptions } from '@/api/http';
import { listLeads } from '@/api/leads';
import { contactKeys } from '@/shared/lib/leadContacts';

/** How much of the account a check of existing leads covers, for the user to know how far to trust it. */
export type LookupCoverage =
  /** Every lead of the account. */
  | { kind: 'all'; count: number }
  /** The local index, still filling: `indexed` of `expected` (null before the CRM said how many). */
  | { kind: 'partial'; indexed: number; expected: number | null }
  /** Without the local index: the latest leads read through the API. */
  | { kind: 'latest'; count: number };

export interface ExistingLeads {
  coverage: LookupCoverage;
  /** The id of a lead that has this contact key (shared/lib/leadContacts), if any is known. */
  leadWith(key: string): number | null;
}

/**
 * Small pages: each answer is parsed (JSON and zod) on the main thread, and a page of 500 leads takes it for
 * longer than a frame. The cap keeps the check to 20 requests of the account's rate limit.
 */
const PAGE_SIZE = 100;
export const LATEST_LEADS_CHECKED = 2_000;

/**
 * "Is there a lead with this phone or e-mail already?" where the local index cannot answer (no Web Workers, or
 * the user cleared it): the latest leads, read through the API.
 */
export async function latestLeadsLookup(options: RequestOptions): Promise<ExistingLeads> {
  const byKey = new Map<string, number>();
  let seen = 0;
  let all = false;
  for (let page = 1; seen < LATEST_LEADS_CHECKED; page += 1) {
    const answer = await listLeads({ page, perPage: PAGE_SIZE }, options);
    for (const lead of answer.data) {
      for (const key of contactKeys(lead)) if (!byKey.has(key)) byKey.set(key, lead.id);
    }
    seen += answer.data.length;
    if (page >= answer.meta.last_page || answer.data.length === 0) {
      all = true;
      break;
    }
  }
  return {
    coverage: all ? { kind: 'all', count: seen } : { kind: 'latest', count: seen },
    leadWith: (key) => byKey.get(key) ?? null,
  };
}
