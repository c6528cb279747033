import type { RequestOptions } from '@/api/http';
import type { RateLimitState } from '@/api/rateLimit';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { BatchRunner, type RunnerJournal, type RunnerOptions } from '@/shared/batch/batchRunner';
import type { BulkItem } from './bulkTypes';
import { changedSincePlan, tookEffect } from './staleCheck';

export interface BulkSendDeps {
  journal: RunnerJournal<BulkItem>;
  getLead(id: number, options: RequestOptions): Promise<Lead>;
  updateLead(id: number, changes: LeadWrite, options: RequestOptions): Promise<Lead>;
  rateLimit(): RateLimitState;
  describeFailure(error: unknown): string;
  /** The words for "changed elsewhere since the plan", for the item's report line. */
  changedElsewhere: string;
  now?(): number;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

export type BulkRunner = BatchRunner<BulkItem>;

/**
 * A bulk change on the shared batch runner: per lead, a GET (was it changed elsewhere since the plan?) and one
 * PUT /lead/{id} carrying only the changed field. A lead whose answer was lost is read again: if it has our value
 * and a newer dtUpdate the PUT took effect, and it is not sent twice.
 */
export function createBulkRunner(
  jobId: string,
  items: readonly BulkItem[],
  { getLead, updateLead, changedElsewhere, ...shared }: BulkSendDeps,
  options?: RunnerOptions,
): BulkRunner {
  return new BatchRunner<BulkItem>(
    jobId,
    items,
    {
      ...shared,
      async send(item, requestOptions) {
        const current = await getLead(item.leadId, requestOptions);
        if (!item.force && changedSincePlan(item, current)) {
          return {
            state: 'skipped',
            reason: changedElsewhere,
            current: { value: current[item.field], dtUpdate: current.dtUpdate },
          };
        }
        const saved = await updateLead(item.leadId, { [item.field]: item.value }, requestOptions);
        return { state: 'done', after: saved.dtUpdate, current: null };
      },
      async recover(item, _items, requestOptions) {
        const current = await getLead(item.leadId, requestOptions);
        return tookEffect(item, current) ? { state: 'done', after: current.dtUpdate } : null;
      },
    },
    options,
  );
}
