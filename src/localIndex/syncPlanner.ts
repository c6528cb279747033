/**
 * What the sync asks the CRM for next, as plain data: no timers, no I/O, so every rule is unit-tested.
 *
 * A full walk reads every page, 500 leads each, with the upper creation bound frozen at the walk's start: leads
 * created meanwhile go on top of the list and outside the bound, so the pages under the walk do not shift. The
 * walk's position is saved after every page; a reload resumes from there. Newer leads are fetched separately,
 * from the newest creation time held.
 */

export const PAGE_SIZE = 500;

export interface WalkCheckpoint {
  walkId: string;
  /** Unix seconds: only leads created up to here belong to this walk. */
  upperBound: number;
  nextPage: number;
  /** The CRM's total under the bound, as its last page said. */
  expectedTotal: number | null;
  startedAt: number;
}

export interface SyncCheckpoint {
  /** A walk in progress, or null. */
  walk: WalkCheckpoint | null;
  /** Epoch ms when the last full walk finished; null while the first one runs. */
  lastWalkAt: number | null;
  /** Epoch ms of the last look for new leads that reached the end. */
  lastNewAt: number | null;
}

export const EMPTY_CHECKPOINT: SyncCheckpoint = { walk: null, lastWalkAt: null, lastNewAt: null };

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

export interface SyncTimings {
  /** How often new leads are looked for. */
  newLeadsEveryMs: number;
  /** How often a full walk re-reads everything, to catch edits and deletions made elsewhere. */
  rewalkEveryMs: number;
}

export const DEFAULT_TIMINGS: SyncTimings = { newLeadsEveryMs: 60_000, rewalkEveryMs: 15 * 60_000 };

export function startWalk(walkId: string, now: number): WalkCheckpoint {
  return { walkId, upperBound: Math.floor(now / 1000), nextPage: 1, expectedTotal: null, startedAt: now };
}

export function walkRequest(walk: WalkCheckpoint): PageRequest {
  return { page: walk.nextPage, perPage: PAGE_SIZE, createdTo: walk.upperBound };
}

/** The walk after a page arrived, or null when that was its last page. */
export function advanceWalk(walk: WalkCheckpoint, meta: PageMeta, rowsOnPage: number): WalkCheckpoint | null {
  if (rowsOnPage === 0 || meta.currentPage >= meta.lastPage) return null;
  return { ...walk, nextPage: meta.currentPage + 1, expectedTotal: meta.total };
}

/** New leads: from the newest creation time held (inclusive; the store keeps each id once). */
export function newLeadsRequest(newestCreated: number, page: number): PageRequest {
  return { page, perPage: PAGE_SIZE, createdFrom: newestCreated };
}

export function hasMorePages(meta: PageMeta, rowsOnPage: number): boolean {
  return rowsOnPage > 0 && meta.currentPage < meta.lastPage;
}

export type SyncTask =
  | { kind: 'walk'; resume: boolean }
  | { kind: 'new-leads' }
  | { kind: 'wait'; ms: number };

/**
 * The next thing to do. New leads come first when due (or when the tab came back to the front), since a walk
 * takes minutes; a walk in progress goes on; a finished index waits for whichever is due next.
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
  if (checkpoint.walk) return { kind: 'walk', resume: true };
  if (checkpoint.lastWalkAt === null || now - checkpoint.lastWalkAt >= timings.rewalkEveryMs) {
    return { kind: 'walk', resume: false };
  }
  const untilNew = options.hasLeads
    ? (checkpoint.lastNewAt ?? now) + timings.newLeadsEveryMs - now
    : Number.POSITIVE_INFINITY;
  const untilWalk = checkpoint.lastWalkAt + timings.rewalkEveryMs - now;
  return { kind: 'wait', ms: Math.max(0, Math.min(untilNew, untilWalk)) };
}
