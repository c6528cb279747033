import type { Lead, LeadWrite } from '@/api/schemas/lead';
import type { BatchItem, BatchJob } from '@/shared/batch';

/** A lead change (or a new lead) made with no network, waiting in the outbox (the batch journal's `outbox` job). */
export interface OutboxItem extends BatchItem {
  /** A new lead: `changes` is the whole lead as the form sends it. Absent: a change of the lead `leadId`. */
  kind?: 'create';
  /** The lead changed; for a new lead, 0 until the CRM has created it. */
  leadId: number;
  /** The lead's name when the change was made, for the outbox's list. */
  leadName: string;
  /** Only the fields the person changed, as the PUT sends them. */
  changes: LeadWrite;
  /** The lead's `dtUpdate` as it was read before the change: the CRM's newer one means someone else changed it. */
  baseDtUpdate: Lead['dtUpdate'];
  /** The CRM's `dtUpdate` after our PUT: a later change of the same lead is measured against it. */
  after: Lead['dtUpdate'] | null;
  /** Changed in the CRM since it was read: waits for the person to choose. */
  conflict: boolean;
  /** The person chose to send it over the CRM's newer version. */
  force: boolean;
}

export interface OutboxJob extends BatchJob {
  id: 'outbox';
}

export const OUTBOX_JOB = 'outbox';
