import type { BulkField } from '@/features/quickFind';
import type { BatchItem, BatchJob, BatchState } from '@/shared/batch/batchTypes';

export type { BulkField };

/** A lead as the plan sees it: the field's value and when the lead last changed. */
export interface PlanLead {
  id: number;
  value: number | null;
  /** When the lead was created (unix seconds): the run sends in this order and checks freshness by windows. */
  dtCreate: number | null;
  dtUpdate: number | null;
}

/** One lead of a job: one PUT /lead/{id} with `{[field]: value}`. */
export interface BulkItem extends BatchItem {
  leadId: number;
  field: BulkField;
  /** Null only when undo puts back "none". */
  value: number | null;
  /** The field's value when planned: what undo puts back. */
  before: number | null;
  /** dtUpdate when planned: a lead whose dtUpdate moved since was changed elsewhere and is not overwritten. */
  dtUpdate: number | null;
  /**
   * When the lead was created (unix seconds), or null when unknown (and in journals written before it was kept):
   * such an item is checked with its own GET instead of a creation-time window.
   */
  dtCreate: number | null;
  /** Send even though the lead changed elsewhere (the person chose to include it). */
  force: boolean;
  /** The lead's value and dtUpdate as found when it was skipped as changed elsewhere. */
  current: { value: number | null; dtUpdate: number | null } | null;
  /** dtUpdate after our PUT: if it moves again, undo leaves the lead alone. */
  after: number | null;
}

export interface BulkJob extends BatchJob {
  kind: 'change' | 'undo';
  field: BulkField;
  /** One value for every lead, or null when it differs (distribution, undo). */
  value: number | null;
  /** Who ran the job (the signed-in username). */
  who: string;
  total: number;
  /** The job this one undoes, or the job that undid this one. */
  undoOf: string | null;
  undoneBy: string | null;
  /** The items' states when the run last ended, for "Recent changes" (null while it has not). */
  counts: Record<BatchState, number> | null;
}
