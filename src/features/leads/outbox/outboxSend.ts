import type { RequestOptions } from '@/api/http';
import type { RateLimitState } from '@/api/rateLimit';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { BatchRunner, type RunnerJournal } from '@/shared/batch';
import type { OutboxItem } from './outboxTypes';

export interface OutboxSendDeps {
  journal: RunnerJournal<OutboxItem>;
  getLead(id: number, options: RequestOptions): Promise<Lead>;
  /** The same lead mutation as online, so the lead page, the lists and the local copy take the answer. */
  updateLead(id: number, changes: LeadWrite): Promise<Lead>;
  rateLimit(): RateLimitState;
  describeFailure(error: unknown): string;
  changedElsewhere: string;
}

/**
 * The outbox on the one batch runner: one change at a time, in the order they were made. Before each PUT the
 * lead is read: changed in the CRM since it was read offline (its `dtUpdate` moved, and not by an earlier
 * change of ours), it waits for the person to choose instead of overwriting. A change whose answer was lost is
 * looked up before it is sent again: the lead moved on since, so it took effect.
 */
export function createOutboxRunner(
  items: readonly OutboxItem[],
  deps: OutboxSendDeps,
): BatchRunner<OutboxItem> {
  const lastOurs = new Map<number, Lead['dtUpdate']>();
  for (const item of [...items].sort((a, b) => a.index - b.index)) {
    if (item.state === 'done' && item.after !== null) lastOurs.set(item.leadId, item.after);
  }
  const expected = (item: OutboxItem) =>
    lastOurs.has(item.leadId) ? lastOurs.get(item.leadId) : item.baseDtUpdate;
  return new BatchRunner<OutboxItem>(
    'outbox',
    items,
    {
      journal: deps.journal,
      rateLimit: deps.rateLimit,
      describeFailure: deps.describeFailure,
      async send(item, options) {
        const current = await deps.getLead(item.leadId, options);
        if (!item.force && current.dtUpdate !== expected(item)) {
          return { state: 'skipped', reason: deps.changedElsewhere, conflict: true };
        }
        const saved = await deps.updateLead(item.leadId, item.changes);
        lastOurs.set(item.leadId, saved.dtUpdate);
        return { state: 'done', after: saved.dtUpdate, conflict: false };
      },
      async recover(item, _items, options) {
        const current = await deps.getLead(item.leadId, options);
        if (current.dtUpdate === expected(item)) return null;
        lastOurs.set(item.leadId, current.dtUpdate);
        return { state: 'done', after: current.dtUpdate };
      },
    },
    { concurrency: 1 },
  );
}
