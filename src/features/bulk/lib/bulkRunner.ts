import type { RequestOptions } from '@/api/http';
import type { RateLimitState } from '@/api/rateLimit';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { BatchRunner, type RunnerJournal, type RunnerOptions } from '@/shared/batch/batchRunner';
import type { BulkItem } from './bulkTypes';
import { type CreatedWindow, FreshLeads } from './freshLeads';
import { changedSincePlan, tookEffect } from './staleCheck';

export interface BulkSendDeps {
  journal: RunnerJournal<BulkItem>;
  getLead(id: number, options: RequestOptions): Promise<Lead>;
  /** One page of the leads created in `[from, to]` (unix seconds, inclusive): the batched stale check. */
  listCreated(from: number, to: number, perPage: number, options: RequestOptions): Promise<CreatedWindow>;
  updateLead(id: number, changes: LeadWrite, options: RequestOptions): Promise<Lead>;
  rateLimit(): RateLimitState;
  describeFailure(error: unknown): string;
  /** The words for "changed elsewhere since the plan", for the item's report line. */
  changedElsewhere: string;
  now?(): number;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

export type BulkRunner = BatchRunner<BulkItem>;

/** Oldest first; leads with no known creation time last, each in its place in the job. */
function byCreation(a: BulkItem, b: BulkItem): number {
  const first = typeof a.dtCreate === 'number' ? a.dtCreate : Number.POSITIVE_INFINITY;
  const second = typeof b.dtCreate === 'number' ? b.dtCreate : Number.POSITIVE_INFINITY;
  return first === second ? 0 : first < second ? -1 : 1;
}

/**
 * A bulk change on the shared batch runner: one PUT /lead/{id} per lead carrying only the changed field, sent in
 * creation order. Before each, the lead as the CRM has it now (from a creation-time window read for many leads at
 * once, or its own GET: FreshLeads) tells whether it was changed elsewhere since the plan. A lead whose answer was
 * lost is read again with its own GET: if it has our value and a newer dtUpdate the PUT took effect, and it is not
 * sent twice.
 */
export function createBulkRunner(
  jobId: string,
  items: readonly BulkItem[],
  { getLead, listCreated, updateLead, changedElsewhere, ...shared }: BulkSendDeps,
  options?: RunnerOptions<BulkItem>,
): BulkRunner {
  const now = shared.now ?? Date.now;
  const fresh = new FreshLeads(
    items.filter((item) => item.state === 'pending' || item.state === 'sending'),
    { getLead, listCreated, now },
  );
  return new BatchRunner<BulkItem>(
    jobId,
    items,
    {
      ...shared,
      async send(item, requestOptions) {
        // A lead included on purpose is sent whatever it holds now: nothing to read first.
        if (!item.force) {
          const current = await fresh.read(item, requestOptions);
          if (changedSincePlan(item, current)) {
            return {
              state: 'skipped',
              reason: changedElsewhere,
              current: { value: current[item.field], dtUpdate: current.dtUpdate },
            };
          }
        }
        const saved = await updateLead(item.leadId, { [item.field]: item.value }, requestOptions);
        return { state: 'done', after: saved.dtUpdate, current: null };
      },
      async recover(item, _items, requestOptions) {
        const current = await getLead(item.leadId, requestOptions);
        return tookEffect(item, current) ? { state: 'done', after: current.dtUpdate } : null;
      },
    },
    { order: byCreation, ...options },
  );
}
