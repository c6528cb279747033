import type { RequestOptions } from '@/api/http';
import type { RateLimitState } from '@/api/rateLimit';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { BatchRunner, type RunnerJournal } from '@/shared/batch';
import { type SentCreate, sentCreate } from '../lib/findCreatedLead';
import type { OutboxItem } from './outboxTypes';

export interface OutboxSendDeps {
  journal: RunnerJournal<OutboxItem>;
  getLead(id: number, options: RequestOptions): Promise<Lead>;
  /** The same lead mutation as online, so the lead page, the lists and the local copy take the answer. */
  updateLead(id: number, changes: LeadWrite): Promise<Lead>;
  /** The same create mutation as online. */
  createLead(values: LeadWrite): Promise<Lead>;
  /** The lead a create with no answer made, or null when the CRM holds none (lib/findCreatedLead). */
  findCreatedLead(sent: SentCreate, options: RequestOptions): Promise<Lead | null>;
  rateLimit(): RateLimitState;
  describeFailure(error: unknown): string;
  changedElsewhere: string;
}

/**
 * The outbox on the one batch runner: one change at a time, in the order they were made. Before each PUT the
 * lead is read: changed in the CRM since it was read offline (its `dtUpdate` moved, and not by an earlier
 * change of ours), it waits for the person to choose instead of overwriting. A change whose answer was lost is
 * looked up before it is sent again: the lead moved on since, so it took effect. A new lead whose answer was lost is
 * looked for as the lead form does (its contacts, created since the send): found, it is not created twice.
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
        if (item.kind === 'create') {
          const created = await deps.createLead(item.changes);
          return { state: 'done', leadId: created.id, after: created.dtUpdate };
        }
        const current = await deps.getLead(item.leadId, options);
        if (!item.force && current.dtUpdate !== expected(item)) {
          return { state: 'skipped', reason: deps.changedElsewhere, conflict: true };
        }
        const saved = await deps.updateLead(item.leadId, item.changes);
        lastOurs.set(item.leadId, saved.dtUpdate);
        return { state: 'done', after: saved.dtUpdate, conflict: false };
      },
      async recover(item, all, options) {
        if (item.kind === 'create') {
          // Leads other new leads of this outbox became are never this one's (two with the same phone).
          const taken = new Set<number>();
          for (const other of all.values())
            if (other.kind === 'create' && other.leadId > 0) taken.add(other.leadId);
          const sentAt = Math.floor((item.sentAt ?? Date.now()) / 1000);
          const found = await deps.findCreatedLead({ ...sentCreate(item.changes, sentAt), taken }, options);
          return found ? { state: 'done', leadId: found.id, after: found.dtUpdate } : null;
        }
        const current = await deps.getLead(item.leadId, options);
        if (current.dtUpdate === expected(item)) return null;
        lastOurs.set(item.leadId, current.dtUpdate);
        return { state: 'done', after: current.dtUpdate };
      },
    },
    { concurrency: 1 },
  );
}
