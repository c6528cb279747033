import type { QueryClient } from '@tanstack/react-query';
import { NotSentError } from '@/api/errors';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { leadQueries } from '../queries';

/** The CRM's clock and ours may differ; a lead stamped up to this much before our send still counts. */
export const CLOCK_SKEW_SECONDS = 5 * 60;

const digits = (value: string | number | null | undefined) => String(value ?? '').replace(/\D/g, '');
const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/**
 * Whether `lead` is the one a create sent at `sentAt` (unix seconds) would have made: created since then (less
 * the clock skew), with the same phone or e-mail, and the same name when one was sent.
 */
export function isLeadFromCreate(lead: Lead, sent: LeadWrite, sentAt: number): boolean {
  if (lead.dtCreate === null || lead.dtCreate < sentAt - CLOCK_SKEW_SECONDS) return false;
  const phone = digits(sent.phone);
  const email = lower(sent.email);
  const samePhone = phone !== '' && digits(lead.phone) === phone;
  const sameEmail = email !== '' && lower(lead.email) === email;
  if (!samePhone && !sameEmail) return false;
  return sent.name == null || lower(lead.name) === lower(sent.name);
}

/**
 * Looks in the CRM for the lead a create without an answer may have made (newest first). Throws when the CRM
 * cannot be asked either.
 */
export async function findCreatedLead(
  queryClient: QueryClient,
  sent: LeadWrite,
  sentAt: number,
): Promise<Lead | null> {
  const page = await queryClient.fetchQuery(leadQueries.createdSince(sentAt - CLOCK_SKEW_SECONDS));
  const matches = page.data.filter((lead) => isLeadFromCreate(lead, sent, sentAt));
  return matches.reduce<Lead | null>((newest, lead) => (newest && newest.id > lead.id ? newest : lead), null);
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
