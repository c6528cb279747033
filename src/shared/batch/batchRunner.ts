import {
  BadResponseError,
  isRetryableError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from '../../api/errors';
import type { RequestOptions } from '../../api/http';
import { isBelowReserve, type RateLimitState } from '../../api/rateLimit';
import { abortableSleep } from '../lib/abortableSleep';
import type { BatchItem, BatchState, BatchStatus, BatchUpdate } from './batchTypes';

export interface RunnerJournal<Item extends BatchItem> {
  updateItem(jobId: string, index: number, update: BatchUpdate<Item>): Promise<void>;
  setStatus(jobId: string, status: BatchStatus): Promise<void>;
}

export interface RunnerDeps<Item extends BatchItem> {
  journal: RunnerJournal<Item>;
  /** Sends one item; resolves to its outcome (`done`, or `skipped` with a reason). Throws what the API threw. */
  send(item: Item, options: RequestOptions): Promise<BatchUpdate<Item>>;
  /**
   * An item whose request went out with no answer known: its outcome if the CRM shows the request took effect,
   * or null when it did not (the item is then sent again). This is what makes "never twice" hold.
   */
  recover(
    item: Item,
    items: ReadonlyMap<number, Item>,
    options: RequestOptions,
  ): Promise<BatchUpdate<Item> | null>;
  rateLimit(): RateLimitState;
  /** A failure in the user's words, for the item's report line. */
  describeFailure(error: unknown): string;
  now?(): number;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

export interface RunnerOptions<Item extends BatchItem = BatchItem> {
  /** Requests in flight at once: a few, so the rest of the app keeps its share of the connection and the limit. */
  concurrency?: number;
  /** Requests per item that failed for a passing reason (network, 5xx) before the item counts as failed. */
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
  /** The order items are sent in (a bulk change: by creation time); by their place in the job when not given. */
  order?: (a: Item, b: Item) => number;
}

export type RunnerPhase = 'idle' | 'running' | 'paused' | 'signInNeeded' | 'finished' | 'cancelled';

export interface RunnerWait {
  kind: 'rateLimit' | 'retry';
  until: number;
}

export type StateCounts = Record<BatchState, number>;

export interface RunnerSnapshot<Item extends BatchItem> {
  phase: RunnerPhase;
  /** Every item of the job, whatever its state. */
  total: number;
  counts: StateCounts;
  /** Items in a final state. */
  settled: number;
  wait: RunnerWait | null;
  /** Estimated from this run's pace; null until there is a pace to go by. */
  secondsLeft: number | null;
  /** Why sending stopped by itself (the journal could not be written), or null. */
  stopReason: string | null;
  items: ReadonlyMap<number, Item>;
}

const SLOW_INTERVAL_MS = 1_000;
const NOTIFY_INTERVAL_MS = 100;

/** Stops a worker loop without treating it as a failure of the item. */
class Stopped extends Error {}

function emptyCounts(): StateCounts {
  return { skipped: 0, pending: 0, sending: 0, done: 0, refused: 0, failed: 0, cancelled: 0 };
}

/**
 * The one batch runner (CSV import, bulk changes): sends a job's items a few at a time, and writes each item's
 * state to the journal before and after its request, so no item is ever sent twice: an item whose request got
 * no answer is looked up in the CRM before it goes again. It shares the rate limit with the person: under a
 * fifth of the limit it slows to one request a second, a 429 is waited out, 5xx and network errors back off.
 * Pause lets requests in flight finish; a 401 pauses until the person has signed in again; dispose (leaving the
 * page) aborts requests in flight, and their items are looked up on resume.
 */
export class BatchRunner<Item extends BatchItem> {
  private readonly items = new Map<number, Item>();
  private queue: number[] = [];
  private phase: RunnerPhase = 'idle';
  private workers = 0;
  private wait: RunnerWait | null = null;
  private stopReason: string | null = null;
  private nextSlowSlot = 0;
  private runStartedAt = 0;
  private doneInRun = 0;
  private readonly lifetime = new AbortController();
  private readonly listeners = new Set<() => void>();
  private snapshot: RunnerSnapshot<Item>;
  private notifyTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly order: (a: Item, b: Item) => number;
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;

  constructor(
    private readonly jobId: string,
    items: readonly Item[],
    private readonly deps: RunnerDeps<Item>,
    options: RunnerOptions<Item> = {},
  ) {
    for (const item of items) this.items.set(item.index, item);
    this.concurrency = options.concurrency ?? 4;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoffMs = options.backoffMs ?? ((attempt) => Math.min(30_000, 1_000 * 2 ** (attempt - 1)));
    const order = options.order;
    this.order = (a, b) => (order ? order(a, b) : 0) || a.index - b.index;
    this.now = deps.now ?? Date.now;
    this.sleep = deps.sleep ?? abortableSleep;
    if (items.length > 0 && items.every((item) => item.state !== 'pending' && item.state !== 'sending')) {
      this.phase = 'finished';
    }
    this.snapshot = this.takeSnapshot();
  }

  getSnapshot = (): RunnerSnapshot<Item> => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Sends every item never sent, and looks up first every item whose request got no answer. */
  start(): void {
    this.queue = [...this.items.values()]
      .filter((item) => item.state === 'pending' || item.state === 'sending')
      .sort(this.order)
      .map((item) => item.index);
    // A job already over (opened to read its report) stays as it ended.
    if (this.queue.length === 0 && this.phase === 'finished') return;
    this.run();
  }

  pause(): void {
    if (this.phase === 'running') this.setPhase('paused');
  }

  /** After a pause, or after signing in again. */
  resume(): void {
    if (this.phase === 'paused' || this.phase === 'signInNeeded') this.run();
  }

  /** Sends nothing more; items in flight finish and keep their answer, the rest end as not sent. */
  async cancel(): Promise<void> {
    if (this.phase === 'finished' || this.phase === 'cancelled') return;
    const wasIdle = this.workers === 0;
    this.setPhase('cancelled');
    if (wasIdle) await this.closeCancelled();
  }

  /**
   * Sends again the items in `states` (failed ones, or skipped ones the person now includes), or only those of
   * them `only` keeps; `update` is written to each first (a bulk change's `force`).
   */
  async retry(
    states: readonly BatchState[],
    update: BatchUpdate<Item> = {},
    only: (item: Item) => boolean = () => true,
  ): Promise<void> {
    const chosen = [...this.items.values()]
      .filter((item) => states.includes(item.state) && only(item))
      .sort(this.order);
    if (chosen.length === 0) return;
    for (const item of chosen) {
      // A failed item whose last request went out may still have taken effect: keep it uncertain.
      const uncertain = item.state === 'failed' && item.sentAt !== null;
      await this.update(item.index, {
        ...update,
        state: uncertain ? 'sending' : 'pending',
        reason: null,
      } as BatchUpdate<Item>);
    }
    await this.deps.journal.setStatus(this.jobId, 'running');
    this.queue = chosen.map((item) => item.index);
    this.run();
  }

  /** Leaving the page: requests in flight are aborted, and their items stay "sent, no answer" in the journal. */
  dispose(): void {
    this.lifetime.abort(new Stopped('disposed'));
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.listeners.clear();
  }

  private run(): void {
    this.stopReason = null;
    this.runStartedAt = this.now();
    this.doneInRun = 0;
    this.setPhase('running');
    const count = Math.min(this.concurrency, Math.max(1, this.queue.length)) - this.workers;
    for (let worker = 0; worker < count; worker += 1) void this.work();
  }

  private async work(): Promise<void> {
    this.workers += 1;
    try {
      while (this.phase === 'running' && !this.lifetime.signal.aborted) {
        const index = this.queue.shift();
        if (index === undefined) break;
        try {
          await this.pace();
        } catch (error) {
          this.queue.unshift(index);
          throw error;
        }
        if (this.phase !== 'running') {
          this.queue.unshift(index);
          break;
        }
        await this.sendItem(index);
      }
    } catch (error) {
      if (!(error instanceof Stopped) && !this.lifetime.signal.aborted) {
        // The journal could not be written: sending on would break the promise of never sending twice.
        this.stopReason = this.deps.describeFailure(error);
        this.setPhase('paused');
      }
    } finally {
      this.workers -= 1;
      if (this.workers === 0) await this.settleRun();
    }
  }

  private async settleRun(): Promise<void> {
    if (this.lifetime.signal.aborted) return;
    if (this.phase === 'cancelled') await this.closeCancelled();
    else if (this.phase === 'running' && this.queue.length === 0) {
      await this.deps.journal.setStatus(this.jobId, 'finished');
      this.setPhase('finished');
    }
  }

  private async closeCancelled(): Promise<void> {
    const left = this.queue;
    this.queue = [];
    for (const index of left) await this.update(index, { state: 'cancelled' } as BatchUpdate<Item>);
    await this.deps.journal.setStatus(this.jobId, 'cancelled');
    this.notify();
  }

  /** Waits out a 429 in progress, and spaces requests out when under a fifth of the limit is left. */
  private async pace(): Promise<void> {
    const signal = this.lifetime.signal;
    for (;;) {
      const figures = this.deps.rateLimit();
      const now = this.now();
      const until = Math.max(
        figures.waitingUntil ?? 0,
        this.wait?.kind === 'rateLimit' ? this.wait.until : 0,
      );
      if (until > now) {
        this.setWait({ kind: 'rateLimit', until });
        await this.sleep(until - now, signal);
        continue;
      }
      if (isBelowReserve(figures)) {
        const slot = Math.max(now, this.nextSlowSlot);
        this.nextSlowSlot = slot + SLOW_INTERVAL_MS;
        if (slot > now) await this.sleep(slot - now, signal);
      }
      return;
    }
  }

  private async sendItem(index: number): Promise<void> {
    const signal = this.lifetime.signal;
    for (let attempt = 1; ; attempt += 1) {
      const item = this.item(index);
      try {
        if (item.state === 'sending' && item.sentAt !== null) {
          const outcome = await this.deps.recover(item, this.items, { signal });
          if (outcome !== null) {
            await this.finish(index, { fieldErrors: null, reason: null, ...outcome } as BatchUpdate<Item>);
            return;
          }
        }
        await this.update(index, { state: 'sending', sentAt: this.now() } as BatchUpdate<Item>);
        const outcome = await this.deps.send(this.item(index), { signal });
        await this.finish(index, { fieldErrors: null, reason: null, ...outcome } as BatchUpdate<Item>);
        return;
      } catch (error) {
        if (signal.aborted) throw new Stopped('disposed');
        if (error instanceof ValidationError) {
          await this.finish(index, {
            state: 'refused',
            fieldErrors: error.fieldErrors,
            reason: error.message,
          } as BatchUpdate<Item>);
          return;
        }
        if (error instanceof RateLimitedError) {
          // A 429 is an answer: the request did nothing, so the item is simply not sent yet.
          await this.update(index, { state: 'pending', sentAt: null } as BatchUpdate<Item>);
          this.setWait({ kind: 'rateLimit', until: this.now() + error.retryAfterSeconds * 1000 });
          this.queue.unshift(index);
          return;
        }
        if (error instanceof UnauthenticatedError) {
          await this.update(index, { state: 'pending', sentAt: null } as BatchUpdate<Item>);
          this.queue.unshift(index);
          this.setPhase('signInNeeded');
          return;
        }
        const uncertain = isRetryableError(error) || error instanceof BadResponseError;
        if (!uncertain || attempt >= this.maxAttempts) {
          await this.finish(index, {
            state: 'failed',
            reason: this.deps.describeFailure(error),
          } as BatchUpdate<Item>);
          return;
        }
        const until = this.now() + this.backoffMs(attempt);
        this.setWait({ kind: 'retry', until });
        await this.sleep(until - this.now(), signal);
        this.setWait(null);
      }
    }
  }

  private item(index: number): Item {
    const item = this.items.get(index);
    if (!item) throw new Error(`No item ${index} in this job`);
    return item;
  }

  private async update(index: number, update: BatchUpdate<Item>): Promise<void> {
    await this.deps.journal.updateItem(this.jobId, index, update);
    this.items.set(index, { ...this.item(index), ...update });
    this.notify();
  }

  private async finish(index: number, update: BatchUpdate<Item>): Promise<void> {
    await this.update(index, update);
    this.doneInRun += 1;
    if (this.wait?.kind === 'retry') this.setWait(null);
  }

  private setWait(wait: RunnerWait | null): void {
    this.wait = wait;
    this.notify();
  }

  private setPhase(phase: RunnerPhase): void {
    this.phase = phase;
    this.notify(true);
  }

  private notify(now = false): void {
    if (now) {
      if (this.notifyTimer) clearTimeout(this.notifyTimer);
      this.notifyTimer = null;
      this.publish();
      return;
    }
    // Hundreds of items a second would re-render the page as often; a tenth of a second is smooth enough.
    this.notifyTimer ??= setTimeout(() => {
      this.notifyTimer = null;
      this.publish();
    }, NOTIFY_INTERVAL_MS);
  }

  private publish(): void {
    this.snapshot = this.takeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private takeSnapshot(): RunnerSnapshot<Item> {
    const counts = emptyCounts();
    for (const item of this.items.values()) counts[item.state] += 1;
    const total = this.items.size;
    const settled = total - counts.pending - counts.sending;
    const elapsed = this.now() - this.runStartedAt;
    const secondsLeft =
      this.phase === 'running' && this.doneInRun >= 3 && elapsed > 0
        ? Math.ceil(((total - settled) * elapsed) / this.doneInRun / 1000)
        : null;
    const wait = this.wait && this.wait.until > this.now() ? this.wait : null;
    return {
      phase: this.phase,
      total,
      counts,
      settled,
      wait,
      secondsLeft,
      stopReason: this.stopReason,
      items: this.items,
    };
  }
}
