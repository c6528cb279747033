import { BatchJournal, batchDatabaseName } from '@/shared/batch/batchJournal';
import type { BulkField, BulkItem, BulkJob } from './bulkTypes';
import type { PlannedLead } from './plan';

/** "Recent changes" lists this many; older jobs (and what undo would need of them) are deleted. */
export const KEPT_JOBS = 20;

export function bulkDatabaseName(apiBaseUrl: string, username: string): string {
  return batchDatabaseName('bulk', apiBaseUrl, username);
}

export class BulkJournal extends BatchJournal<BulkJob, BulkItem> {}

export interface NewJob {
  kind: BulkJob['kind'];
  field: BulkField;
  value: number | null;
  who: string;
  undoOf: string | null;
}

/**
 * Writes the job and its items before anything is sent. An item whose value the catalog no longer has is
 * refused here, before sending, with `notInCatalog` as its reason.
 */
export async function createJob(
  journal: BulkJournal,
  job: NewJob,
  planned: readonly PlannedLead[],
  known: (value: number | null) => boolean,
  notInCatalog: (value: number | null) => string,
): Promise<BulkJob> {
  const record: BulkJob = {
    ...job,
    id: crypto.randomUUID(),
    createdAt: Date.now(),
    status: 'running',
    total: planned.length,
    undoneBy: null,
    counts: null,
  };
  const items: BulkItem[] = planned.map((lead, index) => {
    const refused = !known(lead.value);
    return {
      jobId: record.id,
      index,
      state: refused ? 'refused' : 'pending',
      fieldErrors: null,
      reason: refused ? notInCatalog(lead.value) : null,
      sentAt: null,
      leadId: lead.leadId,
      field: job.field,
      value: lead.value,
      before: lead.before,
      dtUpdate: lead.dtUpdate,
      dtCreate: lead.dtCreate,
      force: false,
      current: null,
      after: null,
    };
  });
  if (items.length > 0 && items.every((item) => item.state === 'refused')) record.status = 'finished';
  await journal.create(record, items, KEPT_JOBS - 1);
  if (job.undoOf) await journal.updateJob(job.undoOf, { undoneBy: record.id });
  return record;
}
