/** The last rate-limit figures the CRM reported, and any wait in progress, for the shell's indicator. */
export interface RateLimitState {
  limit: number | null;
  remaining: number | null;
  /** Epoch milliseconds until which requests are held back after a 429, or null. */
  waitingUntil: number | null;
}

/**
 * Below this share of the limit, background work (the index's sync, an import, a bulk change) leaves the rest
 * to the person's own requests.
 */
export const RESERVED_SHARE = 0.2;

/** Whether fewer than a fifth of the limit remains: background work then slows down. */
export function isBelowReserve(figures: { limit: number | null; remaining: number | null }): boolean {
  const { limit, remaining } = figures;
  return limit !== null && remaining !== null && limit > 0 && remaining < limit * RESERVED_SHARE;
}

type Listener = (state: RateLimitState) => void;

let state: RateLimitState = { limit: null, remaining: null, waitingUntil: null };
const listeners = new Set<Listener>();

function publish(next: RateLimitState): void {
  state = next;
  for (const listener of listeners) listener(state);
}

export function getRateLimitState(): RateLimitState {
  return state;
}

export function subscribeRateLimit(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function recordRateLimitHeaders(headers: Headers): void {
  const limit = Number.parseInt(headers.get('X-RateLimit-Limit') ?? '', 10);
  const remaining = Number.parseInt(headers.get('X-RateLimit-Remaining') ?? '', 10);
  if (Number.isNaN(limit) && Number.isNaN(remaining)) return;
  publish({
    ...state,
    limit: Number.isNaN(limit) ? state.limit : limit,
    remaining: Number.isNaN(remaining) ? state.remaining : remaining,
  });
}

export function recordRateLimitWait(waitingUntil: number | null): void {
  publish({ ...state, waitingUntil });
}

/** Seconds to wait from a Retry-After header (seconds or an HTTP date); 1 when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number {
  if (!value) return 1;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - now) / 1000));
}
