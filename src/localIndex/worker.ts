/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { configureHttp } from '../api/http';
import { listLeads } from '../api/leads';
import { type RateLimitState, subscribeRateLimit } from '../api/rateLimit';
import type { Lead } from '../api/schemas/lead';
import { type BulkColumns, countByOwner, toBulkColumns } from './bulkColumns';
import { purgeIndexDatabases } from './databases';
import { openDexieStorage } from './dexieStorage';
import { IndexEngine, type IndexPage, type IndexQuery, type QuickFindResult } from './engine';
import type { LeadFilter, LeadSort } from './filterSort';
import {
  type DashboardFigures,
  dashboardFigures,
  groupByStage,
  previousPeriod,
  type StageColumn,
} from './grouping';
import { type RateFigures, RateShare } from './rateShare';
import type { IndexStatus } from './status';
import type { SyncTimings } from './syncPlanner';

export interface WorkerStartOptions {
  databaseName: string;
  /** Absolute: a worker resolves relative addresses against its own script. */
  apiBaseUrl: string;
  accessToken: string | null;
  paused?: boolean;
  timings?: Partial<SyncTimings>;
}

/** What the page lends the worker: status out, rate-limit figures out, and token renewal through the session. */
export interface WorkerCallbacks {
  onStatus(status: IndexStatus): void;
  onRateLimit(figures: { limit: number | null; remaining: number | null }): void;
  /** Renews the access token through the page's session; resolves to the new token, or null if it cannot. */
  refreshToken(): Promise<string | null>;
}

let engine: IndexEngine | null = null;
let accessToken: string | null = null;
const rateShare = new RateShare();

function requireEngine(): IndexEngine {
  if (!engine) throw new Error('The local index has not started');
  return engine;
}

const api = {
  async start(options: WorkerStartOptions, callbacks: WorkerCallbacks): Promise<IndexStatus> {
    if (engine) return engine.getStatus();
    accessToken = options.accessToken;
    configureHttp({
      baseUrl: options.apiBaseUrl,
      auth: {
        getAccessToken: () => accessToken,
        refresh: async () => {
          const token = await callbacks.refreshToken();
          if (token) accessToken = token;
          return token !== null;
        },
        // The background never opens the sign-in dialog: it waits, and the user's next request will.
        reauthenticate: async () => false,
      },
    });
    subscribeRateLimit((state: RateLimitState) => {
      rateShare.record(state);
      callbacks.onRateLimit({ limit: state.limit, remaining: state.remaining });
    });
    // Another account's copy, or one left by a session that ended without signing out, is not kept.
    await purgeIndexDatabases(options.databaseName).catch(() => undefined);
    const created = new IndexEngine({
      openStorage: () => openDexieStorage(options.databaseName),
      fetchPage: async (request, signal) => {
        const page = await listLeads(request, { signal });
        return {
          leads: page.data,
          meta: {
            currentPage: page.meta.current_page,
            lastPage: page.meta.last_page,
            total: page.meta.total,
          },
        };
      },
      waitForRateLimit: (signal, onYield) => rateShare.waitForTurn(signal, onYield),
      onStatus: (status) => callbacks.onStatus(status),
      timings: options.timings,
    });
    engine = created;
    await created.start({ paused: options.paused });
    return created.getStatus();
  },
  setAccessToken(token: string | null): void {
    accessToken = token;
  },
  /** The page's own responses and waits, so the sync yields to what the user is doing. */
  recordRateLimit(figures: Partial<RateFigures>): void {
    rateShare.record(figures);
  },
  query: (query: IndexQuery): IndexPage => requireEngine().query(query),
  all: (filter: LeadFilter, sort: LeadSort | null, locale?: string): Lead[] =>
    requireEngine().all(filter, sort, locale),
  /** The board's columns: grouped here, so the page gets them ready to draw. */
  board: (filter: LeadFilter, stageIds: number[]): StageColumn[] =>
    groupByStage(requireEngine().all(filter, null), stageIds),
  /** The dashboard's figures: a hundred thousand leads never cross to the page, only their counts. */
  dashboard(filter: LeadFilter, stageIds: number[], timeZone: string): DashboardFigures {
    const index = requireEngine();
    const previous = previousPeriod(filter);
    return dashboardFigures(
      index.all(filter, null),
      previous ? index.all({ ...filter, ...previous }, null) : null,
      {
        bounds: filter,
        stageIds,
        timeZone,
      },
    );
  },
  quickFind: (text: string, limit: number): QuickFindResult => requireEngine().quickFind(text, limit),
  getLead: (id: number): Lead | null => requireEngine().getLead(id),
  /** Bulk changes: the leads of a filter (select all matching) or of chosen ids, as columns. */
  bulkColumns(selection: { filter: LeadFilter } | { ids: readonly number[] }): BulkColumns {
    const index = requireEngine();
    const leads =
      'filter' in selection
        ? index.all(selection.filter, { field: 'id', desc: true })
        : selection.ids.flatMap((id) => index.getLead(id) ?? []);
    return toBulkColumns(leads);
  },
  /** Bulk changes: each owner's leads in the index, for "Distribute among…". */
  ownerLoad: (ownerIds: readonly number[]): Record<number, number> =>
    countByOwner(requireEngine().all({ ownerIds }, null), ownerIds),
  putLeads: (leads: Lead[]): Promise<void> => requireEngine().putLeads(leads),
  pause: (): void => requireEngine().pause(),
  resume: (): void => requireEngine().resume(),
  syncNow: (): void => requireEngine().syncNow(),
  clear: (): Promise<void> => requireEngine().clear(),
  async stop(destroy: boolean): Promise<void> {
    await engine?.stop({ destroy });
    engine = null;
  },
};

export type IndexWorkerApi = typeof api;

Comlink.expose(api);
