import { isBelowReserve } from '@/api/rateLimit';
import { abortableSleep } from '@/shared/lib/abortableSleep';

/**
 * The account's rate limit, shared between the person using the app and the background sync. The sync reads
 * the figures both sides see (its own responses and the page's), and holds back while fewer than a fifth of the
 * limit remains or a 429's wait is running, so the user's own requests are the ones that get through.
 */
export interface RateFigures {
  limit: number | null;
  remaining: number | null;
  /** Epoch ms until which the CRM asked everyone to wait (Retry-After), or null. */
  waitingUntil: number | null;
}

/** How long to hold back before trying one request again (its answer refreshes the figures). */
export const LOW_LIMIT_PAUSE_MS = 10_000;
/**
 * A breath between background requests once more than half of the limit is spent, so the sync slows before it
 * reaches the reserve instead of running into it. While the account has room the sync does not pause: it holds at
 * most two of the browser's connections (a page and the one asked ahead), and a breath per page was most of a
 * first sync's time (200 pages × 50 ms = 10 s of 18 s at 100,000 leads).
 */
export const BETWEEN_REQUESTS_MS = 50;

export class RateShare {
  private figures: RateFigures = { limit: null, remaining: null, waitingUntil: null };

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void> = abortableSleep,
  ) {}

  /** From either side; a figure left null keeps the last one known. */
  record(figures: Partial<RateFigures>): void {
    this.figures = {
      limit: figures.limit ?? this.figures.limit,
      remaining: figures.remaining ?? this.figures.remaining,
      waitingUntil: figures.waitingUntil !== undefined ? figures.waitingUntil : this.figures.waitingUntil,
    };
  }

  isLow(): boolean {
    return isBelowReserve(this.figures);
  }

  private isPastHalf(): boolean {
    const { limit, remaining } = this.figures;
    return limit !== null && remaining !== null && limit > 0 && remaining < limit / 2;
  }

  async waitForTurn(signal: AbortSignal, onYield: (yielding: boolean) => void): Promise<void> {
    const waitingUntil = this.figures.waitingUntil;
    const blocked = waitingUntil !== null && waitingUntil > this.now();
    if (!blocked && !this.isLow()) {
      if (this.isPastHalf()) await this.sleep(BETWEEN_REQUESTS_MS, signal);
      return;
    }
    onYield(true);
    try {
      if (blocked && waitingUntil !== null) await this.sleep(waitingUntil - this.now(), signal);
      else await this.sleep(LOW_LIMIT_PAUSE_MS, signal);
      // The low figure is stale by now: one request will tell the new one.
      this.figures = { ...this.figures, remaining: null };
    } finally {
      onYield(false);
    }
  }
}
