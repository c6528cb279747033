import type { RequestOptions } from '../../../api/http';
import { listLeads } from '../../../api/leads';
import { leadContactKeys } from './leadContactKeys';

/** What a lookup of existing leads covers, for the user to know how far to trust "not in the CRM". */
export type LookupCoverage = { kind: 'all' } | { kind: 'latest'; count: number };

export interface ExistingLeads {
  coverage: LookupCoverage;
  /** The id of a lead that has this contact key (see contactKeys), if any is known. */
  leadWith(key: string): number | null;
}

/**
 * "Is there a lead with this phone or e-mail already?" The local lead index (src/localIndex/, being built) will
 * answer it for the whole account; until it is merged, `latestLeadsLookup` reads the latest leads through the API.
 * To plug the index in: implement this with the index's query from features/quickFind/queries.ts, and pass it
 * to the import page instead (ImportPage's `existingLeadsLookup`).
 */
export type ExistingLeadsLookup = (options: RequestOptions) => Promise<ExistingLeads>;

/**
 * Small pages: each answer is parsed (JSON and zod) on the main thread, and a page of 500 leads takes it for
 * longer than a frame. The cap keeps the check to 20 requests of the account's rate limit.
 */
const PAGE_SIZE = 100;
export const LATEST_LEADS_CHECKED = 2_000;

export const latestLeadsLookup: ExistingLeadsLookup = async (options) => {
  const byKey = new Map<string, number>();
  let seen = 0;
  let all = false;
  for (let page = 1; seen < LATEST_LEADS_CHECKED; page += 1) {
    const answer = await listLeads({ page, perPage: PAGE_SIZE }, options);
    for (const lead of answer.data) {
      for (const key of leadContactKeys(lead)) if (!byKey.has(key)) byKey.set(key, lead.id);
    }
    seen += answer.data.length;
    if (page >= answer.meta.last_page || answer.data.length === 0) {
      all = true;
      break;
    }
  }
  return {
    coverage: all ? { kind: 'all' } : { kind: 'latest', count: seen },
    leadWith: (key) => byKey.get(key) ?? null,
  };
};
