/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { configureHttp } from '@/api/http';
import { listLeads } from '@/api/leads';
import { type RateLimitState, subscribeRateLimit } from '@/api/rateLimit';
import type { Lead } from '@/api/schemas/lead';
import { type BulkColumns, countByOwner, toBulkColumns } from './bulkColumns';
import { type CampaignRow, campaignRows } from './campaigns';
import { deviceFigures, leadCeiling } from './ceiling';
import type { ContactMatches, SamePerson } from './contacts';
import { INDEX_DATABASE_PREFIX, purgeIndexDatabases } from './databases';
import { DeskWatch } from './deskWatch';
import { openDexieStorage } from './dexieStorage';
import type { DuplicateCard, DuplicateGroups } from './duplicateGroups';
import { IndexEngine, type IndexPage, type IndexQuery, type QuickFindResult } from './engine';
import type { LeadFilter, LeadSort } from './filterSort';
import { type FirstTouchFigures, firstTouchFigures, firstTouchOf } from './firstTouch';
import { type FunnelStage, lostFromSeenChanges } from './funnel';
import {
  type CardLimits,
  type DashboardFigures,
  dashboardFigures,
  groupByStage,
  previousPeriod,
  type StageColumn,
} from './grouping';
import type { SeenChange } from './history';
import { openHistoryStorage } from './historyStorage';
import {
  type InboxLead,
  type InboxQuestion,
  type InboxWindow,
  inboxCounts,
  inboxOrder,
  inboxWindow,
  type UrgencyGroup,
} from './inbox';
import { type LeaderCommand, SyncLeadership } from './leadership';
import { type LeadViewQuery, type Neighbours, neighboursIn } from './neighbours';
import { whenPageGone } from './pageLife';
import { ConnectedPages } from './pages';
import { type RateFigures, RateShare } from './rateShare';
import { readAhead } from './readAhead';
import { reusedStorage } from './reusedStorage';
import type { SlotLead } from './slotLead';
import type { IndexStatus } from './status';
import type { IndexStorage } from './storage';
import type { SyncTimings } from './syncPlanner';
import { isWaiting, type WaitingRule, waitingLeads } from './waiting';

export interface WorkerStartOptions {
  databaseName: string;
  /** Absolute: a worker resolves relative addresses against its own script. */
  apiBaseUrl: string;
  accessToken: string | null;
  paused?: boolean;
  timings?: Partial<SyncTimings>;
  /** The administrator's ceiling (`localIndex.maxLeads`); the device's own is worked out here (./ceiling.ts). */
  maxLeads?: number | null;
}

/** What the page lends the worker: status out, rate-limit figures out, and token renewal through the session. */
export interface WorkerCallbacks {
  onStatus(status: IndexStatus): void;
  onRateLimit(figures: { limit: number | null; remaining: number | null }): void;
  /**
   * Renews the access token through the page's session (one refresh for the page, its tabs and this worker);
   * resolves to the current token, or null if it cannot. The worker never refreshes itself: Passport revokes the
   * used refresh token, so a second refresher would present a revoked one.
   */
  refreshToken(rejectedAccessToken: string | null): Promise<string | null>;
  /** Leads the index did not know, found by a look for new leads or a walk of a complete index. */
  onFoundLeads?(leads: Lead[]): void;
}

let engine: IndexEngine | null = null;
let accessToken: string | null = null;
const rateShare = new RateShare();
let desk: DeskWatch | null = null;

/** A first touch of the lead seen in this browser's history takes it out of the inbox. */
function touchedFor(lead: Pick<Lead, 'id' | 'dtCreate'>, rule: WaitingRule): boolean {
  return desk !== null && firstTouchOf(lead, desk.history.of(lead.id), rule.firstStageId) !== null;
}

/**
 * The leads in no stage or the first one, kept until the leads change: every inbox and its previous/next are among
 * them (issue 25). Picked through the stage lists and read off the columns: at 1,000,000 leads, making every lead
 * into an object first took seconds at each change, and the badge asks at every one. Kept as their slots; a view
 * of each is made once a screen asks for rows (the badge's counts read them passing), and whole leads only of the
 * rows sent.
 */
let inboxCandidates: {
  engine: IndexEngine;
  version: number;
  firstStageId: number | null;
  slots: Int32Array;
  leads: SlotLead[] | null;
} | null = null;

function candidatesOf(firstStageId: number | null): NonNullable<typeof inboxCandidates> {
  const index = requireEngine();
  const version = index.leadsVersion();
  // The engine too: a following tab starts a new one at each read of the leader's copy, its count from zero.
  const kept = inboxCandidates;
  if (kept?.engine === index && kept.version === version && kept.firstStageId === firstStageId) return kept;
  inboxCandidates = {
    engine: index,
    version,
    firstStageId,
    slots: index.slotsOf(mayWait(firstStageId)),
    leads: null,
  };
  return inboxCandidates;
}

function inboxLeads(firstStageId: number | null): SlotLead[] {
  const candidates = candidatesOf(firstStageId);
  candidates.leads ??= candidates.engine.slotLeadsAt(candidates.slots);
  return candidates.leads;
}

/** The leads in no stage or the first one: every lead that may wait. */
function mayWait(firstStageId: number | null): LeadFilter {
  return { stageIds: firstStageId === null ? [null] : [null, firstStageId] };
}

/** A whole lead of one the index holds (a row to send). */
function wholeLead(lead: Pick<Lead, 'id'>): Lead {
  const whole = requireEngine().getLead(lead.id);
  if (!whole) throw new Error(`lead ${lead.id} is not in the local copy`);
  return whole;
}

/** The pages served: status and changes go to all of them, a token renewal is asked of the most recent. */
const pages = new ConnectedPages<WorkerCallbacks>();
/** The database the engine is for, and the engine's start (shared by every page that connects meanwhile). */
let startedFor: string | null = null;
/** A page that names no lock (tests, the bench's engine): one at a time. */
const ONLY_PAGE = 'the only page';
let starting: Promise<void> | null = null;
/** Without SharedWorker: whether this tab leads the sync or follows the one that does. */
let leadership: SyncLeadership | null = null;
let stopRateShare: (() => void) | null = null;
/** Bumped by every stop: an engine that finishes starting after it is stopped at once. */
let stops = 0;

/**
 * A SharedWorker is named for its account's database (client.ts): after a reload its copy is read as the script
 * runs, while the page is still rendering, not once the page's start arrives. Taken by the engine for that
 * database; a dedicated worker (a follower reads what its leader writes) waits for its start as before.
 */
let readingAhead: { databaseName: string; open: () => Promise<IndexStorage> } | null =
  sharedScope() && self.name.startsWith(INDEX_DATABASE_PREFIX)
    ? { databaseName: self.name, open: readAhead(reusedStorage(() => openDexieStorage(self.name))) }
    : null;

async function startEngine(options: WorkerStartOptions): Promise<void> {
  configureHttp({
    baseUrl: options.apiBaseUrl,
    auth: {
      getAccessToken: () => accessToken,
      // One live page renews (through its session: one refresh for every tab, under its Web Lock); if it closes
      // before it answers, the next page is asked.
      refresh: async (rejectedAccessToken) => {
        const token = await pages.ask((page) => page.refreshToken(rejectedAccessToken), null);
        if (token) accessToken = token;
        return token !== null;
      },
      // The background never opens the sign-in dialog: it waits, and the user's next request will.
      reauthenticate: async () => false,
    },
  });
  stopRateShare = subscribeRateLimit((state: RateLimitState) => {
    rateShare.record(state);
    pages.tellAll((page) => page.onRateLimit({ limit: state.limit, remaining: state.remaining }));
  });
  // Another account's copy, or one left by a session that ended without signing out, is not kept. Not waited for:
  // listing the databases waits behind this copy's own reading (250 ms of a reload at 100,000 leads, in a trace).
  void purgeIndexDatabases(options.databaseName).catch(() => undefined);
  const watch = new DeskWatch({
    held: (id) => engine?.getLead(id) ?? null,
    complete: () => engine?.getStatus().complete ?? false,
    onFound: (leads) => pages.tellAll((page) => page.onFoundLeads?.(leads)),
  });
  desk = watch;
  const maxLeads = leadCeiling(await deviceFigures(options.maxLeads ?? null));
  const openStorage =
    readingAhead?.databaseName === options.databaseName
      ? readingAhead.open
      : reusedStorage(() => openDexieStorage(options.databaseName));
  readingAhead = null;
  const engineFor = (onStatus: (status: IndexStatus) => void) =>
    new IndexEngine({
      maxLeads,
      openStorage,
      fetchPage: async (request, signal) => {
        const page = await listLeads(request, { signal });
        watch.sawFromSync(page.data);
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
      onStatus,
      timings: options.timings,
      measure: (name, start, end) => performance.measure(name, { start, end }),
    });
  const tellPages = (status: IndexStatus) => pages.tellAll((page) => page.onStatus(status));
  const locks = self.navigator.locks;
  if (sharedScope() || !locks || typeof BroadcastChannel === 'undefined') {
    await replaceEngine(engineFor(tellPages), options.paused ?? false);
  } else {
    // A dedicated worker per tab: this tab follows (reads what the leader wrote, asks the CRM nothing) until the
    // Web Lock makes it the leader (./leadership.ts).
    await replaceEngine(
      engineFor(() => undefined),
      true,
    );
    const channel = new BroadcastChannel(`crm-lead-index-leader-${options.databaseName}`);
    const following: SyncLeadership = new SyncLeadership({
      locks,
      channel,
      databaseName: options.databaseName,
      lead: () =>
        replaceEngine(
          engineFor((status) => following.leaderStatus(status)),
          options.paused ?? false,
        ),
      catchUp: () =>
        replaceEngine(
          engineFor(() => undefined),
          true,
        ),
      publish: tellPages,
      run: runCommand,
    });
    leadership = following;
    following.start();
  }
  // The history is kept beside the index; a refusal leaves it in memory, like the index.
  await openHistoryStorage(options.databaseName)
    .then((storage) => watch.history.open(storage))
    .catch(() => undefined);
  watch.history.forgetExcept((id) => engine?.getLead(id) !== null);
}

/** Starts an engine from what the browser kept and puts it in the place of the one before (the fallback's turns). */
async function replaceEngine(next: IndexEngine, paused: boolean): Promise<void> {
  const generation = stops;
  await next.start({ paused });
  // Signed out while it started (a follower handed the lead at sign-out): it must not sync on.
  if (generation !== stops) return next.stop({ destroy: false });
  const before = engine;
  engine = next;
  await before?.stop({ destroy: false });
}

/** What a page asks of the sync, run here (shared worker, or the leading tab's). */
function runCommand(command: LeaderCommand): void {
  const current = requireEngine();
  if (command.kind === 'sync-now') current.syncNow();
  else if (command.kind === 'pause') current.pause();
  else if (command.kind === 'resume') current.resume();
  else if (command.kind === 'put') void current.putLeads(command.leads);
  else void clearCopy(current);
}

/** "Clear local copy": the history the syncs saw goes with the leads. */
async function clearCopy(current: IndexEngine): Promise<void> {
  await desk?.history.destroy();
  await current.clear();
}

/** Without SharedWorker, a follower passes what its page asks on to the leading tab; otherwise it runs here. */
function command(asked: LeaderCommand): void {
  if (leadership) leadership.command(asked);
  else runCommand(asked);
}

/** This worker's scope when it is a SharedWorker (every tab's), else null. */
function sharedScope(): SharedWorkerGlobalScope | null {
  return typeof SharedWorkerGlobalScope !== 'undefined' && self instanceof SharedWorkerGlobalScope
    ? self
    : null;
}

function requireEngine(): IndexEngine {
  if (!engine) throw new Error('The local index has not started');
  return engine;
}

const api = {
  /**
   * A page connects: the first one starts the engine, the others share it (a SharedWorker serves every tab of
   * this account and user). `page.id` names the Web Lock the page holds while it is connected (./pageLife.ts).
   */
  async start(
    options: WorkerStartOptions,
    callbacks: WorkerCallbacks,
    page: { id: string; locked: boolean } | null = null,
  ): Promise<IndexStatus> {
    if (startedFor !== null && startedFor !== options.databaseName) {
      // Named by the database, a worker never serves two accounts; this would be a bug, not a user's doing.
      throw new Error('This index worker serves another account');
    }
    const id = page?.id ?? ONLY_PAGE;
    pages.add(id, callbacks);
    if (page?.locked) whenPageGone(id, () => pages.drop(id));
    // The page that connected last brings the newest token.
    if (options.accessToken !== null) accessToken = options.accessToken;
    startedFor = options.databaseName;
    starting ??= startEngine(options);
    await starting;
    const own = requireEngine().getStatus();
    return leadership ? leadership.shown(own) : own;
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
  /**
   * The board's columns, grouped here: every column's count and sum, and only its first cards (as many as the
   * page asks for, BOARD_CARDS_PER_COLUMN by default), so "Any time" over 100,000 leads sends a few hundred cards.
   */
  board: (filter: LeadFilter, stageIds: number[], cardLimits: CardLimits = {}): StageColumn[] =>
    groupByStage(requireEngine().passingLeads(filter), stageIds, cardLimits),
  /** The dashboard's figures: a hundred thousand leads never cross to the page, only their counts. */
  dashboard(filter: LeadFilter, stages: FunnelStage[], timeZone: string): DashboardFigures {
    const index = requireEngine();
    const previous = previousPeriod(filter);
    return dashboardFigures(
      index.passingLeads(filter),
      previous ? index.passingLeads({ ...filter, ...previous }) : null,
      {
        bounds: filter,
        stages,
        timeZone,
        lostFrom: lostFromSeenChanges((id) => desk?.history.of(id) ?? []),
      },
    );
  },
  /** The dashboard's campaigns: the period's leads by UTM (or click channel), beside the period before. */
  campaigns(filter: LeadFilter, stages: FunnelStage[], firstStageId: number | null): CampaignRow[] {
    const index = requireEngine();
    const previous = previousPeriod(filter);
    const history = desk?.history;
    return campaignRows(
      index.passingLeads(filter),
      previous ? index.passingLeads({ ...filter, ...previous }) : null,
      stages,
      (lead) => (history ? firstTouchOf(lead, history.of(lead.id), firstStageId) : null),
    );
  },
  /** The Duplicates page: every group of leads sharing contacts that a lead of the filter belongs to. */
  duplicateGroups: (filter: LeadFilter): DuplicateGroups => requireEngine().duplicateGroups(filter),
  /** The cards of a window of those groups, as the list scrolls to them. */
  duplicateGroupWindow: (filter: LeadFilter, from: number, to: number): DuplicateCard[][] =>
    requireEngine().duplicateGroupWindow(filter, from, to),
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
    countByOwner(requireEngine().passingLeads({ ownerIds }), ownerIds),
  /** The import's "already in the CRM?": only the keys cross over, only the matches come back. */
  leadsWithContacts: (keys: string[]): ContactMatches => requireEngine().leadsWithContacts(keys),
  samePerson: (keys: string[]): SamePerson => requireEngine().samePerson(keys),
  putLeads: (leads: Lead[]): Promise<void> => {
    desk?.sawFromApp(leads);
    // A following tab's own save shows here at once; the leader takes it into the copy every tab reads.
    if (leadership && !leadership.isLeader) leadership.command({ kind: 'put', leads });
    return requireEngine().putLeads(leads);
  },
  /**
   * The inbox by urgency: each group's count and one window of its rows (issue 25). A window of no rows (the
   * badge, the title) is counted as the leads pass: at 1,000,000 leads a view kept of each candidate held the first
   * question after a reload, which came before the screen's own, about 60 ms longer (Node).
   */
  inbox(question: InboxQuestion, start: number, end: number): InboxWindow {
    const touched = (lead: InboxLead) => touchedFor(lead, question.rule);
    if (end <= start) {
      const { engine: index, slots } = candidatesOf(question.rule.firstStageId);
      return { counts: inboxCounts(index.passingAt(slots), question, touched), start, leads: [] };
    }
    const order = inboxOrder(inboxLeads(question.rule.firstStageId), question, touched);
    return inboxWindow(order, start, end, wholeLead);
  },
  /** The ids of one group of the inbox (the backlog's "select all", for a bulk change). */
  inboxIds(question: InboxQuestion, group: UrgencyGroup): number[] {
    const order = inboxOrder(
      inboxLeads(question.rule.firstStageId),
      { ...question, backlogOpen: true },
      (lead) => touchedFor(lead, question.rule),
    );
    const start =
      group === 'answerNow'
        ? 0
        : group === 'late'
          ? order.counts.answerNow
          : order.counts.answerNow + order.counts.late;
    return order.ordered.slice(start, start + order.counts[group]).map((lead) => lead.id);
  },
  /** The leads before and after one in the view the person came from (the lead page's previous/next). */
  neighbours(view: LeadViewQuery, leadId: number): Neighbours {
    const index = requireEngine();
    if (view.kind === 'list') return index.neighbours(view.filter, view.sort, view.locale, leadId);
    if (view.kind === 'board' && view.stageId !== null)
      return index.neighbours({ ...view.filter, stageIds: [view.stageId] }, null, undefined, leadId);
    if (view.kind === 'board')
      return index.neighbours({ ...view.filter, stageIds: [null] }, null, undefined, leadId);
    const touched = (lead: InboxLead) => touchedFor(lead, view.rule);
    const ordered = view.bounds
      ? inboxOrder(
          inboxLeads(view.rule.firstStageId),
          {
            rule: view.rule,
            bounds: view.bounds,
            backlogOpen: view.backlogOpen ?? false,
            backlogNewestFirst: view.backlogNewestFirst ?? false,
            nowSeconds: Math.floor(Date.now() / 1000),
          },
          touched,
        ).ordered
      : waitingLeads(inboxLeads(view.rule.firstStageId), view.rule, Number.POSITIVE_INFINITY, touched).leads;
    return neighboursIn(ordered, leadId, wholeLead);
  },
  /** Stage and owner changes of one lead, as this browser saw them. */
  history: (leadId: number): SeenChange[] => desk?.history.of(leadId) ?? [],
  /** Time to first touch over a filter's leads (the dashboard). */
  firstTouch(filter: LeadFilter, rule: WaitingRule): FirstTouchFigures {
    const history = desk?.history;
    return firstTouchFigures(
      requireEngine().passingLeads(filter),
      (id) => history?.of(id) ?? [],
      rule.firstStageId,
      (lead) => isWaiting(lead, rule),
    );
  },
  pause: (): void => command({ kind: 'pause' }),
  resume: (): void => command({ kind: 'resume' }),
  syncNow: (): void => command({ kind: 'sync-now' }),
  clear: async (): Promise<void> => {
    if (leadership) return leadership.command({ kind: 'clear' });
    await clearCopy(requireEngine());
  },
  /**
   * A page leaves. Sign-out (`destroy`) ends the copy for every tab: the engine stops, its memory goes and the
   * database is deleted (the other tabs are signed out by the session and leave too). A page that only leaves
   * stops nothing while another page is still served.
   */
  async stop(destroy: boolean, pageId: string | null = null): Promise<void> {
    pages.drop(pageId ?? ONLY_PAGE);
    if (!destroy && pages.size > 0) return;
    stops += 1;
    const running = starting;
    starting = null;
    startedFor = null;
    leadership?.stop();
    leadership = null;
    await running?.catch(() => undefined);
    const stopped = engine;
    stopRateShare?.();
    stopRateShare = null;
    if (destroy) await desk?.history.destroy();
    await stopped?.stop({ destroy });
    // A sign-in again may have started a new engine meanwhile: only the stopped one is let go.
    if (starting === null) {
      engine = null;
      desk = null;
      inboxCandidates = null;
    }
  },
};

export type IndexWorkerApi = typeof api;

// One entry for both kinds: a SharedWorker (every tab of this account and user) exposes the API on each tab's
// port; a dedicated worker (browsers without SharedWorker) on itself.
const sharedWorkerScope = sharedScope();
if (sharedWorkerScope) {
  sharedWorkerScope.addEventListener('connect', (event: MessageEvent) => {
    for (const port of event.ports) Comlink.expose(api, port);
  });
} else {
  Comlink.expose(api);
}
