import {
  BadResponseError,
  isAbortError,
  NetworkError,
  RateLimitedError,
  ServerError,
  UnauthenticatedError,
} from '@/api/errors';
import { nextTurn } from '@/api/nextTurn';
import type { Lead } from '@/api/schemas/lead';
import {
  type ContactMatches,
  ContactTable,
  type ContactTableBuild,
  finishBuild,
  type SamePerson,
} from './contacts';
import {
  type DuplicateCard,
  type DuplicateGroups,
  duplicateGroupsOf,
  groupCards,
  groupSlots,
} from './duplicateGroups';
import type { LeadFilter, LeadSort } from './filterSort';
import { LeadIndexes } from './indexes/leadIndexes';
import { LeadStore } from './leadStore';
import type { Neighbours } from './neighbours';
import type { SlotLead } from './slotLead';
import { type Coverage, coverageOf, INITIAL_STATUS, type IndexErrorKind, type IndexStatus } from './status';
import { type IndexStorage, isQuotaError, isStorageRefusal, memoryStorage } from './storage';
import {
  afterWalkStep,
  DEFAULT_TIMINGS,
  EMPTY_CHECKPOINT,
  hasMorePages,
  isComplete,
  newLeadsRequest,
  nextTask,
  type PageMeta,
  type PageRequest,
  type SyncCheckpoint,
  type SyncTimings,
  startWalk,
  type WalkCheckpoint,
} from './syncPlanner';
import { parseTextQuery } from './textMatch';
import { advanceCursor, nextWindow, type WindowRequest } from './windows';

export interface FetchedPage {
  leads: Lead[];
  meta: PageMeta;
}

/** The steps timed for the benches: a sync's page waits, indexing and writes; a start's open, read and build. */
export type IndexStep =
  | 'index:wait-for-page'
  | 'index:index'
  | 'index:write'
  | 'index:load-open'
  | 'index:load-read'
  | 'index:load-build';

export interface EngineDeps {
  openStorage(): Promise<IndexStorage>;
  fetchPage(request: PageRequest, signal: AbortSignal): Promise<FetchedPage>;
  /** Resolves when the shared rate limit lets a background request go; reports whether it had to wait. */
  waitForRateLimit(signal: AbortSignal, onYield: (yielding: boolean) => void): Promise<void>;
  onStatus(status: IndexStatus): void;
  timings?: Partial<SyncTimings>;
  now?: () => number;
  /** First retry delay after a failure; doubles up to a minute. */
  backoffBaseMs?: number;
  newWalkId?: () => string;
  /** The most leads the copy holds (./ceiling.ts); past it, the newest are kept. Null: no ceiling. */
  maxLeads?: number | null;
  /** Calls back after `ms` (setTimeout unless given: the traffic bench runs the engine on a simulated clock). */
  setTimer?: (callback: () => void, ms: number) => () => void;
  /** Notes how long a sync step took (User Timing in the worker, read by `npm run bench:index`). */
  measure?: (name: IndexStep, start: number, end: number) => void;
}

export interface IndexQuery {
  filter: LeadFilter;
  sort: LeadSort | null;
  offset: number;
  limit: number;
  locale?: string;
}

export interface IndexPage {
  rows: Lead[];
  total: number;
  coverage: Coverage;
}

/** What a quick-find option shows: the few fields of a row, not the lead (eight of them cross per keystroke). */
export type QuickFindLead = Pick<Lead, 'id' | 'name' | 'phone' | 'email'>;

export interface QuickFindResult {
  leads: QuickFindLead[];
  total: number;
  coverage: Coverage;
}

const MAX_BACKOFF_MS = 60_000;

function realTimer(callback: () => void, ms: number): () => void {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
}

function errorKind(error: unknown): IndexErrorKind {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ServerError) return 'server';
  if (error instanceof RateLimitedError) return 'rate-limit';
  if (error instanceof UnauthenticatedError) return 'auth';
  if (error instanceof BadResponseError) return 'bad-response';
  return 'unknown';
}

/**
 * How long a slice of the text index, of the contact table built ahead or of the texts merged may hold the worker
 * (a step takes a few ms).
 */
const AHEAD_SLICE_MS = 8;

/**
 * How long the building ahead waits after each question, once the facet lists and the newest-first order are in:
 * the page's next questions (a view asks two or three) and its drawing get the worker and the machine's other core
 * to themselves. Probe at 100,000 leads, reloads of two builds alternated: the first filter after a reload 157–291
 * → 122–144 ms, the five views after it about 10–20 ms sooner each.
 */
const WARM_PAUSE_AFTER_ASK_MS = 120;

/** How long the page must have asked nothing before the list's usual sort orders are built ahead. */
const ORDERS_AFTER_QUIET_MS = 1500;

/**
 * The index: keeps the account's leads in step with the CRM (one sync loop, one request at a time) and answers
 * queries from memory. Runs in the worker; everything here is plain TypeScript, testable in Node.
 */
export class IndexEngine {
  private readonly store = new LeadStore();
  private readonly indexes = new LeadIndexes(this.store);
  private readonly timings: SyncTimings;
  private readonly now: () => number;
  private readonly newWalkId: () => string;
  private storage: IndexStorage = memoryStorage();
  private checkpoint: SyncCheckpoint = EMPTY_CHECKPOINT;
  private status: IndexStatus = INITIAL_STATUS;
  private paused = false;
  private stopped = false;
  private newLeadsRequested = false;
  private failures = 0;
  /** Bumped by "clear": a page that was on its way when the copy was cleared must not refill it. */
  private generation = 0;
  private wake: (() => void) | null = null;
  private readonly abort = new AbortController();
  private loop: Promise<void> | null = null;
  private warming: Promise<void> | null = null;
  private cached: { key: string; version: number; slots: Int32Array } | null = null;
  /** A page's first matches picked out without the whole answer (see firstMatching), until the next change. */
  private firstCached: { key: string; version: number; slots: Int32Array; total: number } | null = null;
  /** When the page last asked for an answer (performance.now()): orders are built ahead after a quiet spell. */
  private lastAskedAt = Number.NEGATIVE_INFINITY;
  /** The leads' contact keys and the groups they join (./contacts.ts), until the next change of the leads. */
  private contacts: { version: number; table: ContactTable } | null = null;
  /** The contact table of the leads' current version, part built ahead (warmUp). */
  private contactsAhead: { version: number; steps: ContactTableBuild } | null = null;
  /**
   * The last filter's groups on the Duplicates page (their numbers in the contact table, in order), kept for the
   * windows of cards that follow.
   */
  private duplicatesShown: { key: string; version: number; groups: Int32Array; leadCount: number } | null =
    null;
  /** Set when the browser refused a write for want of room: the copy keeps fewer leads from then on. */
  private quotaCeiling: number | null = null;

  constructor(private readonly deps: EngineDeps) {
    this.timings = { ...DEFAULT_TIMINGS, ...deps.timings };
    this.now = deps.now ?? Date.now;
    this.newWalkId =
      deps.newWalkId ?? (() => `${this.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  }

  /** Loads what the browser kept (answers start at once), then syncs in the background. */
  async start(options: { paused?: boolean } = {}): Promise<void> {
    this.paused = options.paused ?? false;
    await this.openStorage();
    this.loop = this.run();
    // A reload's first questions come at once: the orders ahead wait for the quiet after them.
    this.lastAskedAt = performance.now();
    this.scheduleWarmUp();
  }

  /**
   * After a reload the leads come back without their search keys and indexes: both are built in slices in the
   * background, so no single task holds the worker for long, and queries that arrive meanwhile are answered
   * between slices (a query finishes what is left of the indexes itself).
   */
  private async warmUp(): Promise<void> {
    // At most 2,000 slots of the text index a slice, and no more than AHEAD_SLICE_MS of it: a question that comes
    // meanwhile waits no longer than that (2,000 slots, planned as 8 ms, took 15–110 ms at 1,000,000 leads).
    const SLICE = 2000;
    while (!this.stopped) {
      // The list's sort orders are built ahead only once the account is in (during the first fill each page would
      // make every one of them rebuild), and only after a quiet spell: building one holds the worker for 50–200
      // ms, and a person moving from view to view must not wait behind orders for views they are not opening.
      const ordersDue = isComplete(this.checkpoint, this.timings);
      const quietIn = this.lastAskedAt + ORDERS_AFTER_QUIET_MS - performance.now();
      const orders = !ordersDue ? 'none' : quietIn <= 0 ? 'all' : 'newest';
      // What every question reads goes on at once; the rest waits a moment after each question.
      const pause = this.lastAskedAt + WARM_PAUSE_AFTER_ASK_MS - performance.now();
      if (pause > 0 && this.indexes.essentialsReady(orders)) {
        await new Promise((resolve) => setTimeout(resolve, pause));
        continue;
      }
      // Last, after the quiet spell and the orders, the contact table: the sales desk asks it for every lead opened,
      // and Duplicates for its groups. Built any sooner, at 1,000,000 leads its second of worker time competed with
      // the views, the board and the dashboard asked meanwhile.
      // The reload's repeated texts are merged after that: only memory waits on them.
      const ready =
        this.indexes.warm(SLICE, orders, performance.now() + AHEAD_SLICE_MS) &&
        (orders !== 'all' ||
          (this.warmContacts(AHEAD_SLICE_MS) && this.store.mergeRepeatedTexts(AHEAD_SLICE_MS)));
      // Behind the questions already waiting, and without setTimeout's 4 ms clamp on each of hundreds of slices.
      if (!ready) await nextTurn({ behindQueued: true });
      else if (ordersDue && quietIn > 0) await new Promise((resolve) => setTimeout(resolve, quietIn));
      else return;
    }
  }

  /** After leads arrive, the indexes take them in the background: the next keystroke finds them ready. */
  private scheduleWarmUp(): void {
    this.warming ??= this.warmUp().finally(() => {
      this.warming = null;
    });
  }

  getStatus(): IndexStatus {
    return this.status;
  }

  pause(): void {
    this.paused = true;
    this.publish({});
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.failures = 0;
    if (this.status.phase === 'cleared') void this.openStorage().then(() => this.kick());
    else this.kick();
  }

  /** The tab came back to the front, or the user asked: look for new leads now. */
  syncNow(): void {
    this.newLeadsRequested = true;
    this.failures = 0;
    this.kick();
  }

  /** The app's own writes (create, update) go in at once; the next walk confirms them. */
  async putLeads(leads: readonly Lead[]): Promise<void> {
    const rows = this.store.upsert(leads, this.now());
    this.publish({});
    this.scheduleWarmUp();
    await this.persist(() => this.storage.write(rows, null));
    await this.trimToCeiling();
    this.publish({});
  }

  /** "Clear local copy": the database goes, the sync stops until resumed. */
  async clear(): Promise<void> {
    this.paused = true;
    this.generation += 1;
    this.ahead = null;
    this.held = null;
    this.store.clear();
    this.checkpoint = EMPTY_CHECKPOINT;
    this.cached = null;
    this.firstCached = null;
    this.contacts = null;
    this.contactsAhead = null;
    await this.storage.destroy();
    this.storage = memoryStorage();
    this.publish({ phase: 'cleared', expected: null, complete: false, syncedAt: null, error: null });
  }

  /** Sign-out: stop, and take the database with us. */
  async stop({ destroy }: { destroy: boolean }): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    this.kick();
    await this.loop?.catch(() => undefined);
    if (destroy) await this.storage.destroy();
  }

  query(query: IndexQuery): IndexPage {
    const { slots, total } = this.firstMatching(query, query.offset + query.limit);
    const page = slots.subarray(query.offset, query.offset + query.limit);
    const rows = Array.from(page, (slot) => this.store.leadAt(slot));
    return { rows, total, coverage: coverageOf(this.status) };
  }

  /** Every lead of a filter, in order, as objects: for export and bulk changes, which send whole leads. */
  all(filter: LeadFilter, sort: LeadSort | null, locale?: string): Lead[] {
    return Array.from(this.matching(filter, sort, locale), (slot) => this.store.leadAt(slot));
  }

  /** The slots of a filter's leads, newest first (the order `all` gives): valid until the leads change. */
  slotsOf(filter: LeadFilter): Int32Array {
    return this.matching(filter, null);
  }

  /**
   * Every lead of a filter, in the order `all` gives, as the figures read them (the board, the dashboard, the
   * campaigns): a few fields each, read from the columns as each lead passes (SlotLead.passing), so a million
   * leads are not made into objects for a count. Read in the same task: the slots hold until the leads change.
   */
  passingLeads(filter: LeadFilter): Iterable<SlotLead> {
    return this.passingAt(this.slotsOf(filter));
  }

  /** The leads of these slots (from `slotsOf`, the leads unchanged since) in turn, through one passing view. */
  passingAt(slots: Int32Array): Iterable<SlotLead> {
    return this.store.passingLeads(slots);
  }

  /** As `passingAt`, each lead a view of its own, to keep (the inbox's candidates, until the leads change). */
  slotLeadsAt(slots: Int32Array): SlotLead[] {
    // Filled by index: Array.from with a map over a million slots took half again as long.
    const leads = new Array<SlotLead>(slots.length);
    for (let index = 0; index < slots.length; index += 1)
      leads[index] = this.store.slotLeadAt(slots[index] as number);
    return leads;
  }

  /** As-you-type search, from the text index: candidates by phone 3-grams, name prefixes and e-mail 3-grams. */
  quickFind(text: string, limit: number): QuickFindResult {
    this.lastAskedAt = performance.now();
    const query = parseTextQuery(text);
    if (!query) return { leads: [], total: 0, coverage: coverageOf(this.status) };
    const found = this.indexes.quickFind(query, limit);
    return {
      leads: found.records.map((record) => ({
        id: record.id,
        name: record.field('name'),
        phone: record.field('phone'),
        email: record.field('email'),
      })),
      total: found.total,
      coverage: coverageOf(this.status),
    };
  }

  /**
   * The leads that have any of these contact keys (shared/lib/leadContacts): "is this row already in the CRM?"
   * for the whole account, not a page of it. The contact table is built once per change of the leads.
   */
  leadsWithContacts(keys: readonly string[]): ContactMatches {
    return { matches: this.contactTable().matches(keys), coverage: coverageOf(this.status) };
  }

  /** "Same person": every lead with any of a lead's contact keys, from the same key table. */
  samePerson(keys: readonly string[]): SamePerson {
    return { leads: this.contactTable().samePerson(keys), coverage: coverageOf(this.status) };
  }

  private contactTable(): ContactTable {
    const { version } = this.store;
    if (this.contacts?.version !== version) {
      const ahead = this.contactsAhead?.version === version ? this.contactsAhead.steps : null;
      this.contactsAhead = null;
      this.contacts = { version, table: ahead ? finishBuild(ahead) : ContactTable.of(this.store) };
    }
    return this.contacts.table;
  }

  /**
   * Builds the contact table ahead for `ms` at most; true once it is ready. Built on demand, it held the first
   * "same person" or Duplicates answer after each change of the leads for 700 ms at a million leads (Node).
   */
  private warmContacts(ms: number): boolean {
    const { version } = this.store;
    if (this.contacts?.version === version) return true;
    if (this.contactsAhead?.version !== version)
      this.contactsAhead = { version, steps: ContactTable.build(this.store) };
    const { steps } = this.contactsAhead;
    const until = performance.now() + ms;
    for (;;) {
      const step = steps.next();
      if (step.done) {
        this.contacts = { version, table: step.value };
        this.contactsAhead = null;
        return true;
      }
      if (performance.now() >= until) return false;
    }
  }

  /**
   * The Duplicates page: every group of leads sharing contacts that a lead of the filter belongs to. The groups
   * come from the contact table (built once per change of the leads); a lead object is made only for the cards
   * sent.
   */
  duplicateGroups(filter: LeadFilter): DuplicateGroups {
    const shown = this.duplicateGroupsShown(filter);
    const { starts } = this.contactTable().groups;
    return {
      sizes: Int32Array.from(
        shown.groups,
        (group) => (starts[group + 1] as number) - (starts[group] as number),
      ),
      leadCount: shown.leadCount,
      coverage: coverageOf(this.status),
    };
  }

  /** The cards of the groups `from`…`to` (exclusive) of a filter, in the order `duplicateGroups` gave. */
  duplicateGroupWindow(filter: LeadFilter, from: number, to: number): DuplicateCard[][] {
    const { groups } = this.duplicateGroupsShown(filter);
    const table = this.contactTable().groups;
    return Array.from(groups.subarray(from, to), (group) =>
      groupCards(Array.from(groupSlots(table, group), (slot) => this.store.recordKeptAt(slot))),
    );
  }

  private duplicateGroupsShown(filter: LeadFilter): { groups: Int32Array; leadCount: number } {
    const key = JSON.stringify(filter);
    const version = this.store.version;
    if (this.duplicatesShown?.key === key && this.duplicatesShown.version === version)
      return this.duplicatesShown;
    const table = this.contactTable().groups;
    const everyLead = Object.values(filter).every((value) => value === undefined);
    let accepts = (_slot: number) => true;
    if (!everyLead) {
      const matching = new Uint8Array(this.store.slotCount);
      for (const slot of this.matching(filter, null)) matching[slot] = 1;
      accepts = (slot) => matching[slot] === 1;
    }
    const { groups, leadCount } = duplicateGroupsOf(table, accepts);
    this.duplicatesShown = { key, version, groups, leadCount };
    return this.duplicatesShown;
  }

  /** How much of the account the answers cover now. */
  coverage(): Coverage {
    return coverageOf(this.status);
  }

  /** Changes with every change to the leads held: what a derived answer is kept by. */
  leadsVersion(): number {
    return this.store.version;
  }

  /**
   * A lead's place in a filter's order and the leads beside it (the lead page's previous/next): from the kept
   * order, with only those two made into objects, not the whole list at each J.
   */
  neighbours(
    filter: LeadFilter,
    sort: LeadSort | null,
    locale: string | undefined,
    leadId: number,
  ): Neighbours {
    const slots = this.matching(filter, sort, locale);
    const slot = this.store.slotOf(leadId);
    const index = slot === undefined ? -1 : slots.indexOf(slot);
    if (index < 0) return { position: null, total: slots.length, previous: null, next: null };
    const at = (place: number) => {
      const found = slots[place];
      return found === undefined ? null : this.store.leadAt(found);
    };
    return { position: index + 1, total: slots.length, previous: at(index - 1), next: at(index + 1) };
  }

  getLead(id: number): Lead | null {
    return this.store.get(id) ?? null;
  }

  /**
   * The first `count` matches in order and how many there are: a page of the list, to its end. Picked out of the
   * matches where the whole answer would arrange every match for want of a kept order (the first views after a
   * reload); else, or once another question (a lead's neighbours, an export) took the whole answer, cut from it.
   */
  private firstMatching(
    { filter, sort, locale = 'ru' }: Pick<IndexQuery, 'filter' | 'sort' | 'locale'>,
    count: number,
  ): { slots: Int32Array; total: number } {
    this.lastAskedAt = performance.now();
    const key = JSON.stringify([filter, sort, locale]);
    const { version } = this.store;
    if (this.cached?.key === key && this.cached.version === version)
      return { slots: this.cached.slots, total: this.cached.slots.length };
    const first = this.firstCached;
    if (first?.key === key && first.version === version && first.slots.length >= count) return first;
    const found = this.indexes.findFirst(filter, sort, count);
    if (found.slots.length === found.total) this.cached = { key, version, slots: found.slots };
    else this.firstCached = { key, version, ...found };
    return found;
  }

  /** The slots of the matches, in order (valid until the next change, as the cache is). */
  private matching(filter: LeadFilter, sort: LeadSort | null, locale = 'ru'): Int32Array {
    this.lastAskedAt = performance.now();
    const key = JSON.stringify([filter, sort, locale]);
    if (this.cached?.key === key && this.cached.version === this.store.version) return this.cached.slots;
    const slots = this.indexes.findSlots(filter, sort);
    this.cached = { key, version: this.store.version, slots };
    return slots;
  }

  private async openStorage(): Promise<void> {
    try {
      const measure = this.deps.measure ?? (() => undefined);
      const opening = performance.now();
      this.storage = await this.deps.openStorage();
      const reading = performance.now();
      measure('index:load-open', opening, reading);
      const [chunks, checkpoint] = await Promise.all([
        this.storage.loadLeads(),
        this.storage.loadCheckpoint(),
      ]);
      const read = performance.now();
      measure('index:load-read', reading, read);
      this.store.loadChunks(chunks);
      measure('index:load-build', read, performance.now());
      this.checkpoint = { ...EMPTY_CHECKPOINT, ...checkpoint };
      await this.trimToCeiling();
      const times = [this.checkpoint.lastNewAt, ...this.checkpoint.readAt].filter((time) => time !== null);
      const syncedAt = times.length === 0 ? null : Math.max(...times);
      this.publish({ storage: this.storage.kind, storageProblem: null, syncedAt });
    } catch (error) {
      if (!isStorageRefusal(error)) throw error;
      this.storage = memoryStorage();
      this.publish({ storage: 'memory', storageProblem: 'refused' });
    }
  }

  private kick(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private sleep(ms: number): Promise<void> {
    const setTimer = this.deps.setTimer ?? realTimer;
    return new Promise((resolve) => {
      let cancel: () => void = () => undefined;
      const done = () => {
        cancel();
        resolve();
      };
      cancel = setTimer(done, Math.min(ms, 2 ** 31 - 1));
      this.wake = done;
    });
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      if (this.paused) {
        this.publish({});
        await this.sleep(Number.POSITIVE_INFINITY);
        continue;
      }
      const task = nextTask(this.checkpoint, this.now(), this.timings, {
        hasLeads: this.store.size > 0,
        newLeadsRequested: this.newLeadsRequested,
      });
      if (task.kind === 'wait') {
        this.publish({});
        await this.sleep(task.ms);
        continue;
      }
      try {
        if (task.kind === 'new-leads') await this.fetchNewLeads();
        else if (task.kind === 'walk') await this.walkOnePage(task.walk);
        else await this.walkOnePage(startWalk(this.newWalkId(), this.now(), this.timings, task.tiers));
        this.failures = 0;
        if (this.status.error) this.publish({ error: null });
      } catch (error) {
        if (this.stopped) return;
        if (isAbortError(error)) continue;
        this.failures += 1;
        const wait =
          error instanceof RateLimitedError
            ? error.retryAfterSeconds * 1000
            : Math.min(
                MAX_BACKOFF_MS,
                (this.deps.backoffBaseMs ?? 1000) * 2 ** Math.min(this.failures - 1, 6),
              );
        const status = error instanceof ServerError ? error.status : null;
        this.publish({ error: { kind: errorKind(error), status, retryAt: this.now() + wait } });
        await this.sleep(wait);
      }
    }
  }

  private async request(request: PageRequest): Promise<FetchedPage> {
    const signal = this.abort.signal;
    const generation = this.generation;
    await this.deps.waitForRateLimit(signal, (yielding) => this.publish({ yieldingToUser: yielding }));
    const page = await this.deps.fetchPage(request, signal);
    if (generation !== this.generation) throw new DOMException('The local copy was cleared', 'AbortError');
    return page;
  }

  private async fetchNewLeads(): Promise<void> {
    this.newLeadsRequested = false;
    const newest = this.store.newestCreated();
    if (newest !== null) {
      for (let page = 1; ; page += 1) {
        const { leads, meta } = await this.request(newLeadsRequest(newest, page));
        const rows = this.store.upsert(leads, this.now());
        this.scheduleWarmUp();
        await this.persist(() => this.storage.write(rows, null));
        await this.trimToCeiling();
        if (!hasMorePages(meta, leads.length)) break;
      }
    }
    this.checkpoint = { ...this.checkpoint, lastNewAt: this.now() };
    await this.persist(() => this.storage.write([], this.checkpoint));
    this.publish({ syncedAt: this.now() });
  }

  /**
   * The walk's next window, asked for while the one before is stored: the network and the CRM's time overlap the
   * indexing and the IndexedDB write instead of following them. Used only by the same walk, for the same window.
   */
  private ahead: { walkId: string; key: string; response: Promise<FetchedPage> } | null = null;
  /** The creation times held in a walk's range when it began (or resumed): what its windows are cut by. */
  private held: { walkId: string; times: Float64Array } | null = null;

  private windowOf(walk: WalkCheckpoint): WindowRequest {
    if (this.held?.walkId !== walk.walkId) {
      this.held = { walkId: walk.walkId, times: this.store.creationTimesIn(walk.lower, walk.upper) };
    }
    return nextWindow(walk, this.held.times);
  }

  private walkPage(walk: WalkCheckpoint, window: WindowRequest): Promise<FetchedPage> {
    const ahead = this.ahead;
    this.ahead = null;
    if (ahead && ahead.walkId === walk.walkId && ahead.key === JSON.stringify(window)) return ahead.response;
    return this.request(window);
  }

  private askAhead(walk: WalkCheckpoint): void {
    const window = this.windowOf(walk);
    const response = this.request(window);
    // A failure is met (and retried) when the page is wanted, not as an unhandled rejection now.
    response.catch(() => undefined);
    this.ahead = { walkId: walk.walkId, key: JSON.stringify(window), response };
  }

  private async walkOnePage(walk: WalkCheckpoint): Promise<void> {
    const measure = this.deps.measure ?? (() => undefined);
    const window = this.windowOf(walk);
    const asked = performance.now();
    const { leads, meta } = await this.walkPage(walk, window);
    const arrived = performance.now();
    measure('index:wait-for-page', asked, arrived);
    const wholeRange =
      window.createdFrom === walk.lower && window.createdTo === walk.upper && window.page === 1;
    let next: WalkCheckpoint = {
      ...walk,
      ...advanceCursor(walk, window, {
        created: leads.map((lead) => lead.dtCreate),
        total: meta.total,
        lastPage: meta.lastPage,
      }),
      expectedTotal: wholeRange ? meta.total : walk.expectedTotal,
    };
    const rows = this.store.upsert(leads, this.now());
    const evicted = this.keepUnderCeiling();
    // At the ceiling, what lies below the newest leads kept would only be read to be dropped: the walk ends there.
    const { coveredSince } = this.checkpoint;
    if (coveredSince !== null && this.atCeiling() && next.to < coveredSince)
      next = { ...next, to: next.lower - 1 };
    const checkpoint = { ...afterWalkStep(this.checkpoint, next), coveredSince };
    const goesOn = checkpoint.walks.some((other) => other.walkId === next.walkId);
    // Only the walk's next window is asked ahead: a tier that falls due meanwhile waits for this one's step.
    if (goesOn && !this.paused && !this.stopped) this.askAhead(next);
    this.scheduleWarmUp();
    const indexed = performance.now();
    measure('index:index', arrived, indexed);
    if (goesOn) {
      this.checkpoint = checkpoint;
      await this.persist(() => this.storage.write(rows, this.checkpoint));
      if (evicted.length > 0) await this.persist(() => this.storage.remove(evicted, this.checkpoint));
      measure('index:write', indexed, performance.now());
      const expected = Math.max(next.expectedTotal ?? 0, this.status.expected ?? 0);
      this.publish({ expected: expected === 0 ? null : Math.min(expected, this.ceiling() ?? expected) });
      return;
    }
    // The walk is over: what the CRM has not shown since it began, in its range, is gone from the CRM. Removed in
    // one step, so counts never show a half-walked state.
    await this.persist(() => this.storage.write(rows, this.checkpoint));
    const gone = [...evicted, ...this.store.unseenSince(walk.startedAt, walk.lower, walk.upper)];
    this.store.remove(gone);
    this.checkpoint = checkpoint;
    // A walk to the beginning that kept every lead it read: the copy holds the whole account again.
    if (walk.lower === 0 && !this.atCeiling()) this.checkpoint = { ...this.checkpoint, coveredSince: null };
    this.held = null;
    await this.persist(() => this.storage.remove(gone, this.checkpoint));
    this.publish({ expected: null, syncedAt: this.now() });
    this.scheduleWarmUp();
  }

  /** The device's and the administrator's ceiling, lowered by the browser's storage if it ran out of room. */
  private ceiling(): number | null {
    const limits = [this.deps.maxLeads ?? null, this.quotaCeiling].filter((limit) => limit !== null);
    return limits.length === 0 ? null : Math.min(...limits);
  }

  private atCeiling(): boolean {
    const ceiling = this.ceiling();
    return ceiling !== null && this.store.size >= ceiling;
  }

  /**
   * Past the ceiling, the oldest leads leave the copy (from memory here; the caller removes them from storage), and
   * the copy says from which creation time on it holds every lead.
   */
  private keepUnderCeiling(): number[] {
    const ceiling = this.ceiling();
    if (ceiling === null || this.store.size <= ceiling) return [];
    const oldest = this.store.oldest(this.store.size - ceiling);
    this.store.remove(oldest.map((lead) => lead.id));
    const newestDropped = Math.max(...oldest.map((lead) => lead.dtCreate));
    const since = Math.max(this.checkpoint.coveredSince ?? 0, newestDropped + 1);
    this.checkpoint = { ...this.checkpoint, coveredSince: since };
    return oldest.map((lead) => lead.id);
  }

  /** Outside a walk (new leads, the app's own writes, a reload under a lower ceiling): past it, drop the oldest. */
  private async trimToCeiling(): Promise<void> {
    const evicted = this.keepUnderCeiling();
    if (evicted.length > 0) await this.persist(() => this.storage.remove(evicted, this.checkpoint));
  }

  /**
   * A write the browser refuses for want of room is met as the ceiling is: the copy keeps the newest nine tenths
   * of what it holds, says from when, and tries again. Refused again, or refused for another reason (private mode,
   * policy), the index moves to memory; it never stops the sync.
   */
  private async persist(write: () => Promise<void>): Promise<void> {
    try {
      await write();
      return;
    } catch (error) {
      if (!isStorageRefusal(error)) throw error;
      if (
        !(isQuotaError(error) && this.storage.kind === 'indexeddb' && (await this.retryInLessRoom(write)))
      ) {
        const kind = this.storage.kind;
        this.storage = memoryStorage();
        if (kind !== 'memory') this.publish({ storage: 'memory', storageProblem: 'full' });
      }
    }
  }

  private async retryInLessRoom(write: () => Promise<void>): Promise<boolean> {
    if (this.store.size < 2) return false;
    this.quotaCeiling = Math.floor(this.store.size * 0.9);
    const evicted = this.keepUnderCeiling();
    try {
      await this.storage.remove(evicted, this.checkpoint);
      await write();
      this.publish({});
      return true;
    } catch (again) {
      if (!isStorageRefusal(again)) throw again;
      return false;
    }
  }

  private publish(changes: Partial<IndexStatus>): void {
    const next = { ...this.status, ...changes, indexed: this.store.size, version: this.store.version };
    next.complete = isComplete(this.checkpoint, this.timings);
    next.coveredSince = this.checkpoint.coveredSince;
    // The re-read of the oldest leads takes minutes; the young tiers' take a request or two and go unannounced.
    const oldest = this.timings.tiers.length - 1;
    next.rewalking = next.complete && this.checkpoint.walks.some((walk) => walk.tiers.includes(oldest));
    if (this.paused) next.phase = next.phase === 'cleared' ? 'cleared' : 'paused';
    else if (next.error) next.phase = 'error';
    else
      next.phase = next.complete
        ? 'up-to-date'
        : next.indexed > 0 || this.checkpoint.walks.length > 0
          ? 'filling'
          : 'starting';
    if (next.complete && !next.rewalking) next.expected = null;
    this.status = next;
    this.deps.onStatus(next);
  }
}
