/**
 * A walk reads the CRM by creation-time windows (`dtCreate[0]`…`dtCreate[1]`, unix seconds, both inclusive), newest
 * first, instead of `page=N` offsets: every request then costs the CRM a COUNT and a read of about one page's leads
 * at any depth, and a lead created or deleted meanwhile never shifts the windows after it.
 *
 * A window is cut to hold about WINDOW_TARGET of the leads the copy already holds (what the last walk saw), leaving
 * room for leads created since; where the copy holds nothing (the first fill, or older than anything held) it is cut
 * from the density of the window before. A window that comes back fuller than a page is not lost: the walk goes on
 * from the oldest second of the page it got, and a second holding more than a page (a burst: an import of 10,000
 * leads in one second) is read page by page inside that second. Plain data and pure functions: no timers, no I/O.
 */

export const PAGE_SIZE = 500;
/** Leads a window is cut for: a tenth under a page, so the leads created since the last walk usually still fit. */
export const WINDOW_TARGET = 450;
/** How much wider than the last one a window may grow after a sparse one (empty months cost a few requests). */
const MAX_GROWTH = 16;

export interface WalkCursor {
  /** Unix seconds, inclusive: the walk's range. */
  lower: number;
  upper: number;
  /** The next window's upper bound; below `lower`, the walk is over. */
  to: number;
  /** Above 1 only while paging inside one crowded second (`to`). */
  page: number;
  /** Seconds a window should span where the copy holds nothing to cut it by; null before the first answer. */
  spanHint: number | null;
  /**
   * How many of the range's leads the CRM still has below `to`, when known (the first window of a first fill asks
   * for the whole range and learns its count): a remainder that fits a page is asked for in one window to the
   * bottom, instead of windows widening across the empty years before the account began.
   */
  remaining: number | null;
}

export interface WindowRequest {
  page: number;
  perPage: number;
  createdFrom: number;
  createdTo: number;
}

export interface WindowAnswer {
  /** Creation times of the leads that came back. */
  created: readonly number[];
  /** The CRM's count for the window (meta.total). */
  total: number;
  lastPage: number;
}

export function startCursor(lower: number, upper: number): WalkCursor {
  return { lower, upper, to: upper, page: 1, spanHint: null, remaining: null };
}

export function cursorDone(cursor: WalkCursor): boolean {
  return cursor.to < cursor.lower;
}

/** Index of the first entry at or below `value` in creation times sorted newest first. */
function firstAtOrBelow(desc: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = desc.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((desc[middle] ?? 0) > value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The next window: from `to` down to where about WINDOW_TARGET held leads fit. `heldDesc` holds the creation times
 * of the leads the copy holds in the walk's range, newest first.
 */
export function nextWindow(cursor: WalkCursor, heldDesc: ArrayLike<number>): WindowRequest {
  const { to, lower } = cursor;
  if (cursor.page > 1) return { page: cursor.page, perPage: PAGE_SIZE, createdFrom: to, createdTo: to };
  const first = firstAtOrBelow(heldDesc, to);
  const target = first + WINDOW_TARGET - 1;
  let from: number;
  if (target < heldDesc.length) {
    from = heldDesc[target] ?? lower;
    // Leads sharing the cut's second all come in; a window they would overfill stops above that second instead.
    const inWindow = firstAtOrBelow(heldDesc, from - 1) - first;
    if (inWindow > PAGE_SIZE && from < to) from += 1;
  } else if (
    first < heldDesc.length ||
    cursor.spanHint === null ||
    (cursor.remaining !== null && cursor.remaining <= PAGE_SIZE)
  ) {
    // The last held leads of the range, and everything older: one window to the bottom.
    from = lower;
  } else {
    from = to - cursor.spanHint + 1;
  }
  return { page: 1, perPage: PAGE_SIZE, createdFrom: Math.max(lower, Math.min(from, to)), createdTo: to };
}

/** The cursor after a window's answer. */
export function advanceCursor(cursor: WalkCursor, request: WindowRequest, answer: WindowAnswer): WalkCursor {
  const next = moveCursor(cursor, request, answer);
  const wholeRest = request.page === 1 && request.createdFrom === cursor.lower;
  const known = wholeRest ? answer.total : cursor.remaining;
  if (known === null) return next;
  // What the CRM still has in the range below the new `to`: the count less what this answer read of it.
  let read: number;
  if (request.page > 1 || next.page > 1) read = answer.created.length;
  else if (answer.total <= PAGE_SIZE) read = answer.total;
  else read = answer.created.filter((created) => created > next.to).length;
  return { ...next, remaining: Math.max(0, known - read) };
}

function moveCursor(cursor: WalkCursor, request: WindowRequest, answer: WindowAnswer): WalkCursor {
  const span = request.createdTo - request.createdFrom + 1;
  if (answer.created.length === 0 && request.page === 1) {
    // Nothing came (the CRM lost leads since it counted): the window is done either way.
    return { ...cursor, to: request.createdFrom - 1, page: 1, spanHint: span * MAX_GROWTH };
  }
  if (request.page > 1 || (answer.total > PAGE_SIZE && allInOneSecond(answer.created))) {
    // Paging inside one crowded second: page 1 of it was the window's first page, whose leads all had this second.
    const second = request.page > 1 ? request.createdTo : (answer.created[0] ?? request.createdTo);
    const more = answer.created.length > 0 && request.page < answer.lastPage;
    return more ? { ...cursor, to: second, page: request.page + 1 } : { ...cursor, to: second - 1, page: 1 };
  }
  if (answer.total <= PAGE_SIZE) {
    const growth = Math.min(MAX_GROWTH, WINDOW_TARGET / Math.max(1, answer.total));
    return {
      ...cursor,
      to: request.createdFrom - 1,
      page: 1,
      spanHint: Math.max(1, Math.round(span * growth)),
    };
  }
  // Fuller than a page: the leads above the page's oldest second are in; that second is read again with the rest.
  // The density is the page's own (newest to oldest): the stretch above its newest lead may be long and empty.
  const oldest = Math.min(...answer.created);
  const covered = Math.max(1, Math.max(...answer.created) - oldest);
  return {
    ...cursor,
    to: oldest,
    page: 1,
    spanHint: Math.max(1, Math.round((covered * WINDOW_TARGET) / answer.created.length)),
  };
}

function allInOneSecond(created: readonly number[]): boolean {
  const first = created[0];
  return first !== undefined && created.every((value) => value === first);
}
