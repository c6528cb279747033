/**
 * What the sync asks the CRM for next, as plain data: no timers, no I/O, so every rule is unit-tested.
 *
 * The API has no "changed since", so edits and deletions made elsewhere are found by reading leads again. Leads are
 * re-read by age: recent leads change most (a salesperson works the day's leads), old ones seldom. Each tier of
 * the schedule is a range of creation ages with its own interval; a tier's re-read is a walk over its range by
 * creation-time windows (./windows.ts). New leads are looked for apart, every minute, from the newest creation time
 * held. The first fill is one walk over every tier.
 */
import { cursorDone, PAGE_SIZE, startCursor, type WalkCursor } from './windows';

export { PAGE_SIZE } from './windows';

export interface RereadTier {
  /** Leads created at most this long ago (ms) belong to the tier, beyond the tiers before it; null: any age. */
  maxAgeMs: number | null;
  /** A tier's re-read starts this long after its last one started. */
  everyMs: number;
}

export interface SyncTimings {
  /** How often new leads are looked for. */
  newLeadsEveryMs: number;
  /** Youngest first; the last one takes every older lead. */
  tiers: readonly RereadTier[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * An edit made elsewhere reaches the copy within: 5 minutes for a lead created in the last 24 hours, 30 minutes in
 * the last 7 days, a day for older ones (plus the re-read's own seconds).
 */
export const DEFAULT_TIERS: readonly RereadTier[] = [
  { maxAgeMs: DAY, everyMs: 5 * MINUTE },
  { maxAgeMs: 7 * DAY, everyMs: 30 * MINUTE },
  { maxAgeMs: null, everyMs: DAY },
];

/** The schedule as config.json writes it (hours and minutes), youngest first; the last tier takes every age. */
export function tiersFromConfig(
  rereads: ReadonlyArray<{ createdWithinHours?: number; everyMinutes: number }>,
): RereadTier[] {
  return rereads.map((tier, index) => ({
    maxAgeMs:
      index === rereads.length - 1 || tier.createdWithinHours === undefined
        ? null
        : tier.createdWithinHours * HOUR,
    everyMs: tier.everyMinutes * MINUTE,
  }));
}

export const DEFAULT_TIMINGS: SyncTimings = { newLeadsEveryMs: MINUTE, tiers: DEFAULT_TIERS };

export interface WalkCheckpoint extends WalkCursor {
  walkId: string;
  /** Indexes into the schedule's tiers: the ages this walk re-reads. */
  tiers: number[];
  /** Epoch ms. A lead of the walk's range the CRM has not shown since then is gone from the CRM. */
  startedAt: number;
  /** The CRM's count of the walk's whole range, when its first window was the whole range (the first fill). */
  expectedTotal: number | null;
}

export interface SyncCheckpoint {
  /** Walks under way, at most one per tier. */
  walks: WalkCheckpoint[];
  /** Per tier: epoch ms when its last finished re-read started; null until one has finished. */
  readAt: Array<number | null>;
  /** Epoch ms of the last look for new leads that reached the end. */
  lastNewAt: number | null;
  /**
   * Unix seconds: at the ceiling (./ceiling.ts), the copy holds every lead created from here on and none older.
   * Null while it holds the whole account.
   */
  coveredSince: number | null;
}

export const EMPTY_CHECKPOINT: SyncCheckpoint = {
  walks: [],
  readAt: [],
  lastNewAt: null,
  coveredSince: null,
};

export interface PageRequest {
  page: number;
  perPage: number;
  createdFrom?: number;
  createdTo?: number;
}

export interface PageMeta {
  currentPage: number;
  lastPage: number;
  total: number;
}

/** Every tier has been read once: the copy holds the whole account. */
export function isComplete(checkpoint: SyncCheckpoint, timings: SyncTimings): boolean {
  return timings.tiers.every((_, tier) => (checkpoint.readAt[tier] ?? null) !== null);
}

/** The creation range (unix seconds, inclusive) of some adjacent tiers, as of `now`. */
export function tierRange(
  tiers: readonly RereadTier[],
  chosen: readonly number[],
  now: number,
): { lower: number; upper: number } {
  const first = Math.min(...chosen);
  const last = Math.max(...chosen);
  const nowSeconds = Math.floor(now / 1000);
  const boundOf = (maxAgeMs: number | null) =>
    maxAgeMs === null ? 0 : Math.floor((now - maxAgeMs) / 1000) + 1;
  const upper = first === 0 ? nowSeconds : boundOf(tiers[first - 1]?.maxAgeMs ?? null) - 1;
  return { lower: boundOf(tiers[last]?.maxAgeMs ?? null), upper };
}

export function startWalk(
  walkId: string,
  now: number,
  timings: SyncTimings,
  chosen: readonly number[],
): WalkCheckpoint {
  const { lower, upper } = tierRange(timings.tiers, chosen, now);
  return { ...startCursor(lower, upper), walkId, tiers: [...chosen], startedAt: now, expectedTotal: null };
}

/** The checkpoint after a walk's step: the walk goes on, or ends and its tiers count as read from its start. */
export function afterWalkStep(checkpoint: SyncCheckpoint, walk: WalkCheckpoint): SyncCheckpoint {
  const others = checkpoint.walks.filter((other) => other.walkId !== walk.walkId);
  if (!cursorDone(walk)) {
    const walks = [...others, walk].sort((a, b) => Math.min(...a.tiers) - Math.min(...b.tiers));
    return { ...checkpoint, walks };
  }
  const readAt = [...checkpoint.readAt];
  for (const tier of walk.tiers) readAt[tier] = walk.startedAt;
  return { ...checkpoint, walks: others, readAt };
}

/** New leads: from the newest creation time held (inclusive; the store keeps each id once). */
export function newLeadsRequest(newestCreated: number, page: number): PageRequest {
  return { page, perPage: PAGE_SIZE, createdFrom: newestCreated };
}

export function hasMorePages(meta: PageMeta, rowsOnPage: number): boolean {
  return rowsOnPage > 0 && meta.currentPage < meta.lastPage;
}

export type SyncTask =
  | { kind: 'walk'; walk: WalkCheckpoint }
  | { kind: 'start-walk'; tiers: number[] }
  | { kind: 'new-leads' }
  | { kind: 'wait'; ms: number };

/**
 * The next thing to do. New leads come first when due (or when the tab came back to the front); then the youngest
 * tier that is due or under way, so a long re-read of old leads never holds back the day's. With nothing read yet,
 * one walk fills every tier.
 */
export function nextTask(
  checkpoint: SyncCheckpoint,
  now: number,
  timings: SyncTimings,
  options: { hasLeads: boolean; newLeadsRequested: boolean },
): SyncTask {
  const newLeadsDue =
    options.hasLeads &&
    (options.newLeadsRequested ||
      checkpoint.lastNewAt === null ||
      now - checkpoint.lastNewAt >= timings.newLeadsEveryMs);
  if (newLeadsDue) return { kind: 'new-leads' };
  const tiers = timings.tiers.map((_, tier) => tier);
  const walking = new Set(checkpoint.walks.flatMap((walk) => walk.tiers));
  const readAt = (tier: number) => checkpoint.readAt[tier] ?? null;
  if (checkpoint.walks.length === 0 && tiers.every((tier) => readAt(tier) === null)) {
    return { kind: 'start-walk', tiers };
  }
  for (const tier of tiers) {
    const under = checkpoint.walks.find((walk) => walk.tiers.includes(tier));
    if (under) return { kind: 'walk', walk: under };
    const last = readAt(tier);
    if (!walking.has(tier) && (last === null || now - last >= (timings.tiers[tier]?.everyMs ?? 0))) {
      return { kind: 'start-walk', tiers: [tier] };
    }
  }
  const dues = tiers.map((tier) => (readAt(tier) ?? now) + (timings.tiers[tier]?.everyMs ?? 0) - now);
  const untilNew = options.hasLeads
    ? (checkpoint.lastNewAt ?? now) + timings.newLeadsEveryMs - now
    : Number.POSITIVE_INFINITY;
  return { kind: 'wait', ms: Math.max(0, Math.min(untilNew, ...dues)) };
}
