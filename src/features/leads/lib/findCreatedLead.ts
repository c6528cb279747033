import { NotSentError } from '@/api/errors';
import type { RequestOptions } from '@/api/http';
import { listLeads } from '@/api/leads';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { contactKeys } from '@/shared/lib/leadContacts';

/** The CRM's clock and ours may differ; a lead stamped up to this much before our send (or after now) still counts. */
export const CLOCK_SKEW_SECONDS = 5 * 60;
const PAGE_SIZE = 500;
const MAX_PAGES = 10;

/** A create that got no answer, as far as it tells its lead apart from others. */
export interface SentCreate {
  /** The contact keys of what was sent (shared/lib/leadContacts). */
  keys: readonly string[];
  /** The name sent, if any: a lead of another name is not this create's. */
  name?: string | null;
  /** Unix seconds when the request went out. */
  sentAt: number;
  /** Leads already accounted for (another row of the same import with the same phone): never this create's. */
  taken?: ReadonlySet<number>;
}

/** A create's keys and name, from what the lead form sent. */
export function sentCreate(sent: LeadWrite, sentAt: number): SentCreate {
  return { keys: contactKeys(sent), name: sent.name, sentAt };
}

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/**
 * Whether `lead` is the one the create would have made: created since it was sent (less the clock skew), with one
 * of its contact keys, the same name when one was sent, and not already another row's.
 */
export function isLeadFromCreate(lead: Lead, sent: SentCreate): boolean {
  if (lead.dtCreate === null || lead.dtCreate < sent.sentAt - CLOCK_SKEW_SECONDS) return false;
  if (sent.taken?.has(lead.id)) return false;
  const wanted = new Set(sent.keys);
  if (!contactKeys(lead).some((key) => wanted.has(key))) return false;
  return sent.name == null || sent.name === '' || lower(lead.name) === lower(sent.name);
}

/**
 * After a create that got no answer (the lead form's, or an import's row): the lead it made, newest first, or
 * null when the CRM holds none, so sending again creates no second lead. Throws when the CRM cannot be asked, or
 * when more leads were created meanwhile than it reads (saying "not found" then would be a guess).
 */
export async function findCreatedLead(
  sent: SentCreate,
  options: RequestOptions = {},
  now: number = Math.ceil(Date.now() / 1000),
): Promise<Lead | null> {
  const createdFrom = sent.sentAt - CLOCK_SKEW_SECONDS;
  const createdTo = now + CLOCK_SKEW_SECONDS;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await listLeads({ page, perPage: PAGE_SIZE, createdFrom, createdTo }, options);
    const matches = answer.data.filter((lead) => isLeadFromCreate(lead, sent));
    if (matches.length > 0) {
      return matches.reduce((newest, lead) => (newest.id > lead.id ? newest : lead));
    }
    if (page >= answer.meta.last_page) return null;
  }
  throw new TooManyCreatedError();
}

/** More leads were created since the send than the lookup reads: whether this one was is unknown. */
export class TooManyCreatedError extends Error {
  constructor() {
    super('Too many leads created meanwhile to tell whether this one was created.');
    this.name = 'TooManyCreatedError';
  }
}

/** The create got no answer and the CRM could not be asked whether it saved the lead: the user must look. */
export class LeadCreateUnconfirmedError extends Error {
  constructor(
    readonly sent: LeadWrite,
    readonly sentAt: number,
    cause: unknown,
  ) {
    super('The lead may have been created; the CRM could not be asked.', { cause });
    this.name = 'LeadCreateUnconfirmedError';
  }
}

/** The create got no answer, and the CRM holds no such lead: nothing was saved, sending again is safe. */
export class LeadNotCreatedError extends NotSentError {
  constructor(
    readonly sentAt: number,
    cause: unknown,
  ) {
    super(cause);
    this.name = 'LeadNotCreatedError';
  }
}
