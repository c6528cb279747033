import { getRateLimitState, recordRateLimitHeaders, subscribeRateLimit } from '@/api/rateLimit';
import type { Lead } from '@/api/schemas/lead';
import {
  Comlink,
  type IndexWorker,
  type IndexWorkerHandle,
  releasePrestartedIndexWorker,
  spawnIndexWorker,
} from './client';
import { purgeIndexDatabases } from './databases';
import { tellFoundLeads } from './foundLeads';
import { holdPageLock, newPageId } from './pageLife';
import type { IndexStatus } from './status';
import { demandIndex, setIndexStatus } from './statusStore';
import { tiersFromConfig } from './syncPlanner';

export interface ConnectOptions {
  databaseName: string;
  apiBaseUrl: string;
  getAccessToken(): string | null;
  /** The page's one refresh, told which token the worker was refused with (see SessionManager.refresh). */
  refreshToken(rejectedAccessToken: string | null): Promise<boolean>;
  /** The leads changed: cached answers are stale (the app re-asks, at most every REFRESH_EVERY_MS). */
  onAnswersChanged(): void;
  /** The re-read schedule, from the runtime configuration (`localIndex.rereads`). */
  rereads?: ReadonlyArray<{ createdWithinHours?: number; everyMinutes: number }>;
  /** The administrator's ceiling on the leads a browser keeps (`localIndex.maxLeads`). */
  maxLeads?: number;
  /** Look-for-new-leads interval override (seconds), from the runtime configuration. */
  newLeadsSeconds?: number;
}

interface Connection {
  databaseName: string;
  handle: IndexWorkerHandle;
  /** The Web Lock this page holds while connected: the worker learns of the page's going by it (./pageLife.ts). */
  pageId: string;
  refreshAnswers(): void;
  ready: Promise<IndexWorker>;
  cleanups: Array<() => void>;
}

let connection: Connection | null = null;
let readyWaiters: Array<(worker: IndexWorker) => void> = [];

/** Answers from the index change as it fills: the list and quick find re-ask, at most this often. */
const REFRESH_EVERY_MS = 1500;

/** Starts the worker for this account and user (once), and wires it to the page. */
export function connectLocalIndex(options: ConnectOptions): void {
  if (connection?.databaseName === options.databaseName) return;
  if (connection) void disconnectLocalIndex({ destroy: true });

  const handle = spawnIndexWorker(options.databaseName);
  const pageId = newPageId();
  // Held before the worker hears of this page, so the worker cannot take the page for gone too early.
  const pageLock = holdPageLock(pageId).catch(() => null);
  const cleanups: Array<() => void> = [];
  let lastRefresh = 0;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let previous: IndexStatus | null = null;
  const refreshAnswers = () => {
    refreshTimer = null;
    lastRefresh = Date.now();
    options.onAnswersChanged();
  };
  const onStatus = (status: IndexStatus) => {
    setIndexStatus(status);
    // Only a change to the leads (or to whether they are all there) changes an answer; "synced at" alone does not.
    const changed =
      previous === null || previous.version !== status.version || previous.complete !== status.complete;
    previous = status;
    if (!changed || refreshTimer) return;
    refreshTimer = setTimeout(refreshAnswers, Math.max(0, lastRefresh + REFRESH_EVERY_MS - Date.now()));
  };

  const callbacks = Comlink.proxy({
    onStatus,
    onRateLimit: ({ limit, remaining }: { limit: number | null; remaining: number | null }) => {
      const headers = new Headers();
      if (limit !== null) headers.set('X-RateLimit-Limit', String(limit));
      if (remaining !== null) headers.set('X-RateLimit-Remaining', String(remaining));
      recordRateLimitHeaders(headers);
    },
    refreshToken: async (rejectedAccessToken: string | null) =>
      (await options.refreshToken(rejectedAccessToken)) ? options.getAccessToken() : null,
    onFoundLeads: (leads: Lead[]) => tellFoundLeads(leads),
  });

  const ready = pageLock
    .then((lock) =>
      handle.api.start(
        {
          databaseName: options.databaseName,
          apiBaseUrl: options.apiBaseUrl,
          accessToken: options.getAccessToken(),
          maxLeads: options.maxLeads ?? null,
          timings: {
            ...(options.rereads ? { tiers: tiersFromConfig(options.rereads) } : {}),
            ...(options.newLeadsSeconds ? { newLeadsEveryMs: options.newLeadsSeconds * 1000 } : {}),
          },
        },
        callbacks,
        { id: pageId, locked: lock !== null },
      ),
    )
    .then((status) => {
      setIndexStatus(status);
      return handle.api;
    });
  connection = { databaseName: options.databaseName, handle, pageId, ready, cleanups, refreshAnswers };
  cleanups.push(() => void pageLock.then((lock) => lock?.release()));
  void ready.then((worker) => {
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const resolve of waiters) resolve(worker);
  });

  // The page's own rate-limit figures and waits reach the sync, which yields to them.
  const shareRateLimit = () => {
    const { limit, remaining, waitingUntil } = getRateLimitState();
    void handle.api.recordRateLimit({ limit, remaining, waitingUntil });
  };
  cleanups.push(subscribeRateLimit(shareRateLimit));

  // Back at the tab: look for new leads at once.
  const onVisible = () => {
    if (document.visibilityState === 'visible') void handle.api.syncNow();
  };
  document.addEventListener('visibilitychange', onVisible);
  cleanups.push(() => document.removeEventListener('visibilitychange', onVisible));
}

/** The app's own creates and updates go in as soon as the CRM confirms them. */
export async function putLeadsIntoIndex(leads: Lead[]): Promise<void> {
  // The worker may not be running yet (a save right after opening the app): start it and wait, or the lead
  // would stay stale in the copy until the next re-walk.
  demandIndex();
  const worker = await whenIndexReady();
  await worker.putLeads(leads);
  connection?.refreshAnswers();
}

/** The token changed (refresh, another tab): the worker's requests carry the new one. */
export function shareAccessToken(token: string | null): void {
  if (connection) void connection.handle.api.setAccessToken(token);
}

/** Resolves with the worker once the index answers (it loads what the browser kept first). */
export function whenIndexReady(): Promise<IndexWorker> {
  if (connection) return connection.ready;
  return new Promise((resolve) => readyWaiters.push(resolve));
}

/** Sign-out or another account: the worker stops; with `destroy`, the database goes too. */
export async function disconnectLocalIndex({ destroy }: { destroy: boolean }): Promise<void> {
  const current = connection;
  connection = null;
  setIndexStatus(null);
  if (current) {
    for (const cleanup of current.cleanups) cleanup();
    try {
      await Promise.race([
        current.handle.api.stop(destroy, current.pageId),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    } finally {
      current.handle.terminate();
    }
  }
  releasePrestartedIndexWorker();
  if (destroy) await purgeIndexDatabases();
}
