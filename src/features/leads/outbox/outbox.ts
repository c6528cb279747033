import type { QueryClient } from '@tanstack/react-query';
import { onlineManager } from '@tanstack/react-query';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { leadIndexQueries } from '@/features/quickFind';
import type { BatchJournal, BatchRunner } from '@/shared/batch';
import { createOutboxRunner, type OutboxSendDeps } from './outboxSend';
import { setOutboxUnsent } from './outboxState';
import { OUTBOX_JOB, type OutboxItem, type OutboxJob } from './outboxTypes';

type Deps = Omit<OutboxSendDeps, 'journal'>;

/**
 * The outbox of lead changes made with no network: the batch journal's `outbox` job (IndexedDB, one database
 * per account and user, deleted at sign-out with every batch journal), sent by the batch runner when the network
 * is back. One per tab, opened by the shell (useOutbox); a Web Lock lets one tab at a time send.
 */
let journal: BatchJournal<OutboxJob, OutboxItem> | null = null;
let deps: Deps | null = null;
let items: readonly OutboxItem[] = [];
let runner: BatchRunner<OutboxItem> | null = null;
const listeners = new Set<() => void>();
/** The shell opens the outbox just after the first screen: a change made in that moment waits for it. */
let markOpen: () => void = () => undefined;
let whenOpen = new Promise<void>((resolve) => {
  markOpen = resolve;
});
const OPEN_WAIT_MS = 10_000;

function notify(): void {
  setOutboxUnsent(items.length);
  for (const listener of listeners) listener();
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every change not yet sent or settled: waiting, being sent, or waiting for the person (conflict, refusal). */
export function outboxItems(): readonly OutboxItem[] {
  return items;
}

export function isUnsent(item: OutboxItem): boolean {
  return item.state !== 'done' && item.state !== 'cancelled';
}

async function reload(): Promise<void> {
  if (!journal) return;
  items = (await journal.items(OUTBOX_JOB)).filter(isUnsent);
  notify();
}

export async function openOutbox(opened: BatchJournal<OutboxJob, OutboxItem>, sendDeps: Deps): Promise<void> {
  journal = opened;
  deps = sendDeps;
  await reload();
  markOpen();
  sendWhenOnline();
}

export function closeOutbox(): void {
  runner?.dispose();
  runner = null;
  journal?.close();
  journal = null;
  whenOpen = new Promise<void>((resolve) => {
    markOpen = resolve;
  });
  deps = null;
  items = [];
  notify();
}

/** The outbox once the shell has opened it (a change made in the first moment waits for that). */
async function openedJournal(): Promise<BatchJournal<OutboxJob, OutboxItem>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([whenOpen, new Promise((resolve) => (timer = setTimeout(resolve, OPEN_WAIT_MS)))]);
  clearTimeout(timer);
  if (!journal) throw new Error('The outbox is not open');
  return journal;
}

type NewItem = Pick<OutboxItem, 'kind' | 'leadId' | 'leadName' | 'changes' | 'baseDtUpdate'>;

/** Puts one item at the end of the outbox, waiting to be sent, and sends if the network is there. */
async function append(opened: BatchJournal<OutboxJob, OutboxItem>, added: NewItem): Promise<void> {
  const all = await opened.items(OUTBOX_JOB);
  const index = all.reduce((max, item) => Math.max(max, item.index + 1), 0);
  const item: OutboxItem = {
    jobId: OUTBOX_JOB,
    index,
    state: 'pending',
    fieldErrors: null,
    reason: null,
    sentAt: null,
    after: null,
    conflict: false,
    force: false,
    ...added,
  };
  await opened.append({ id: OUTBOX_JOB, createdAt: Date.now(), status: 'running' }, [item]);
  await reload();
  sendWhenOnline();
}

/**
 * Keeps a change for later; the answer is the lead as it will read once sent (shown and indexed at once).
 * `cached` is the lead as the page read it; with no network that is the local copy's.
 */
export async function enqueueLeadChange(
  queryClient: QueryClient,
  id: number,
  cached: Lead | undefined,
  changes: LeadWrite,
): Promise<Lead> {
  const opened = await openedJournal();
  const base = cached ?? (await queryClient.fetchQuery(leadIndexQueries.lead(id)));
  if (!base) throw new Error(`Lead #${id} is not in the local copy`);
  await append(opened, {
    leadId: base.id,
    leadName: base.name ?? `#${base.id}`,
    changes,
    baseDtUpdate: base.dtUpdate,
  });
  const { sourceId, ...rest } = changes;
  return {
    ...base,
    ...rest,
    ...(sourceId === undefined ? {} : { sourceId: sourceId === null ? null : Number(sourceId) }),
  } as Lead;
}

/**
 * Keeps a new lead for later (the lead form with no network): created in the CRM when the network is back, once,
 * in order with the changes around it. It has no id until then, so it shows in the outbox's list, not the lists.
 */
export async function enqueueLeadCreate(values: LeadWrite): Promise<void> {
  await append(await openedJournal(), {
    kind: 'create',
    leadId: 0,
    leadName: values.name ?? values.phone ?? values.email ?? '',
    changes: values,
    baseDtUpdate: null,
  });
}

async function settle(index: number, update: Partial<OutboxItem>): Promise<void> {
  if (!journal || runner) return;
  await journal.updateItem(OUTBOX_JOB, index, update);
  await reload();
  sendWhenOnline();
}

/** Not sent after all (a waiting change, or one the CRM refused or found changed elsewhere). */
export function discardChange(index: number): Promise<void> {
  return settle(index, { state: 'cancelled' });
}

/** Changed in the CRM meanwhile, and the person chose theirs: sent over it. */
export function sendAnyway(index: number): Promise<void> {
  return settle(index, { state: 'pending', force: true, conflict: false, reason: null });
}

/** A change that could not be sent (network, server): tried again. */
export function tryAgain(index: number): Promise<void> {
  return settle(index, { state: 'pending', reason: null });
}

/** Sends what waits, in order, once there is a network and no other sending (this tab's or another's). */
export function sendWhenOnline(): void {
  if (!journal || !deps || runner || !onlineManager.isOnline()) return;
  if (!items.some((item) => item.state === 'pending' || item.state === 'sending')) return;
  const run = async () => {
    if (!journal || !deps || runner) return;
    const all = await journal.items(OUTBOX_JOB);
    const started = createOutboxRunner(all, { ...deps, journal });
    runner = started;
    await new Promise<void>((done) => {
      const show = () => {
        const snapshot = started.getSnapshot();
        items = [...snapshot.items.values()].filter(isUnsent);
        notify();
        if (snapshot.phase !== 'running' && snapshot.phase !== 'idle') done();
      };
      started.subscribe(show);
      started.start();
      show();
    });
    started.dispose();
    if (runner === started) runner = null;
    await reload();
    // Changes made while this run was sending wait for the next; a 401 leaves them for after the sign-in.
    const stoppedForSignIn = started.getSnapshot().phase === 'signInNeeded';
    if (!stoppedForSignIn) sendWhenOnline();
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    void navigator.locks.request('crm-lead-outbox', run);
  } else {
    void run();
  }
}

onlineManager.subscribe((online) => {
  if (online) sendWhenOnline();
});
