import {
  BadResponseError,
  isRetryableError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from '@/api/errors';
import type { RequestOptions } from '@/api/http';
import type { RateLimitState } from '@/api/rateLimit';
import type { LeadWrite } from '@/api/schemas/lead';
import { abortableSleep } from '@/shared/lib/abortableSleep';
import type { RowUpdate } from '../journal/importJournal';
import type { ImportStatus, JournalRow } from '../journal/journalTypes';

export interface RunnerJournal {
  updateRow(importId: string, index: number, update: RowUpdate): Promise<void>;
  setStatus(importId: string, status: ImportStatus): Promise<void>;
}

export interface RunnerDeps {
  journal: RunnerJournal;
  createLead(payload: LeadWrite, options: RequestOptions): Promise<{ id: number }>;
  /** The id of a lead created since `sentAt` with one of the keys, or null: see findCreatedLead. */
  findCreatedLead(
    keys: readonly string[],
    sentAt: number,
    options: RequestOptions,
    taken: ReadonlySet<number>,
  ): Promise<number | null>;
  rateLimit(): RateLimitState;
  /** A failure in the user's words, for the row's report line. */
  describeFailure(error: unknown): string;
  now?(): number;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

export interface RunnerOptions {
  /** Requests in flight at once: a few, so the rest of the app keeps its share of the connection and the limit. */
  concurrency?: number;
  /** Below this X-RateLimit-Remaining the import slows to one request a second, leaving the rest to the screens. */
  reserve?: number;
  /** Requests per row that failed for a passing reason (network, 5xx) before the row counts as failed. */
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
}

export type RunnerPhase = 'idle' | 'running' | 'paused' | 'signInNeeded' | 'finished' | 'cancelled';

export interface RunnerWait {
  kind: 'rateLimit' | 'retry';
  until: number;
}

export interface RunnerSnapshot {
  phase: RunnerPhase;
  /** Rows the import sends (skipped rows are not counted). */
  total: number;
  created: number;
  refused: number;
  failed: number;
  cancelled: number;
  done: number;
  wait: RunnerWait | null;
  /** Estimated from this run's pace; null until there is a pace to go by. */
  secondsLeft: number | null;
  /** Why sending stopped by itself (the journal could not be written), or null. */
  stopReason: string | null;
  rows: ReadonlyMap<number, JournalRow>;
}

const SLOW_INTERVAL_MS = 1_000;
const NOTIFY_INTERVAL_MS = 100;

/** Stops a worker loop without treating it as a failure of the row. */
class Stopped extends Error {}

/**
 * Sends an import's rows with POST /lead, a few at a time, and writes each row's state to the journal before
 * and after its request, so that no row is ever sent twice: a row whose request got no answer is looked up in
 * the CRM before it goes again. Pause lets requests in flight finish; dispose (leaving the page) aborts them,
 * and their rows are looked up on resume.
 */
export class ImportRunner {
  private readonly rows = new Map<number, JournalRow>();
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
  private snapshot: RunnerSnapshot;
  private notifyTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly concurrency: number;
  private readonly reserve: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;

  constructor(
    private readonly importId: string,
    rows: readonly JournalRow[],
    private readonly deps: RunnerDeps,
    options: RunnerOptions = {},
  ) {
    for (const row of rows) this.rows.set(row.index, row);
    this.concurrency = options.concurrency ?? 4;
    this.reserve = options.reserve ?? 20;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoffMs = options.backoffMs ?? ((attempt) => Math.min(30_000, 1_000 * 2 ** (attempt - 1)));
    this.now = deps.now ?? Date.now;
    this.sleep = deps.sleep ?? abortableSleep;
    this.snapshot = this.takeSnapshot();
    if (rows.length > 0 && rows.every((row) => row.state !== 'pending' && row.state !== 'sending')) {
      this.phase = 'finished';
      this.snapshot = this.takeSnapshot();
    }
  }

  getSnapshot = (): RunnerSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Sends every row never sent, and looks up first every row whose request got no answer. */
  start(): void {
    this.queue = [...this.rows.values()]
      .filter((row) => row.state === 'pending' || row.state === 'sending')
      .map((row) => row.index)
      .sort((a, b) => a - b);
    this.run();
  }

  pause(): void {
    if (this.phase === 'running') this.setPhase('paused');
  }

  resume(): void {
    if (this.phase === 'paused' || this.phase === 'signInNeeded') this.run();
  }

  /** Sends nothing more; rows in flight finish and keep their answer, the rest end as not sent. */
  async cancel(): Promise<void> {
    if (this.phase === 'finished' || this.phase === 'cancelled') return;
    const wasIdle = this.workers === 0;
    this.setPhase('cancelled');
    if (wasIdle) await this.closeCancelled();
  }

  /** Sends the failed rows again (each is looked up first if its last request got no answer). */
  async retryFailed(): Promise<void> {
    const failed = [...this.rows.values()].filter((row) => row.state === 'failed');
    if (failed.length === 0) return;
    for (const row of failed) {
      // A failed row whose last request went out may still have been created: keep it uncertain.
      await this.update(row.index, { state: row.sentAt === null ? 'pending' : 'sending', reason: null });
    }
    await this.deps.journal.setStatus(this.importId, 'running');
    this.queue = failed.map((row) => row.index);
    this.run();
  }

  /** Leaving the page: requests in flight are aborted, and their rows stay "sent, no answer" in the journal. */
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
        await this.sendRow(index);
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
      await this.deps.journal.setStatus(this.importId, 'finished');
      this.setPhase('finished');
    }
  }

  private async closeCancelled(): Promise<void> {
    const left = this.queue;
    this.queue = [];
    for (const index of left) await this.update(index, { state: 'cancelled' });
    await this.deps.journal.setStatus(this.importId, 'cancelled');
    this.notify();
  }

  /** Waits out a 429 in progress, and spaces requests out when the window is nearly used up. */
  private async pace(): Promise<void> {
    const signal = this.lifetime.signal;
    for (;;) {
      const { remaining, waitingUntil } = this.deps.rateLimit();
      const now = this.now();
      const until = Math.max(waitingUntil ?? 0, this.wait?.kind === 'rateLimit' ? this.wait.until : 0);
      if (until > now) {
        this.setWait({ kind: 'rateLimit', until });
        await this.sleep(until - now, signal);
        continue;
      }
      if (remaining !== null && remaining <= this.reserve) {
        const slot = Math.max(now, this.nextSlowSlot);
        this.nextSlowSlot = slot + SLOW_INTERVAL_MS;
        if (slot > now) await this.sleep(slot - now, signal);
      }
      return;
    }
  }

  private async sendRow(index: number): Promise<void> {
    const signal = this.lifetime.signal;
    for (let attempt = 1; ; attempt += 1) {
      const row = this.row(index);
      if (row.payload === null) return;
      try {
        if (row.state === 'sending' && row.sentAt !== null) {
          const leadId = await this.deps.findCreatedLead(
            row.contactKeys,
            row.sentAt,
            { signal },
            this.takenLeadIds(),
          );
          if (leadId !== null) {
            await this.finish(index, { state: 'created', leadId, fieldErrors: null, reason: null });
            return;
          }
        }
        await this.update(index, { state: 'sending', sentAt: this.now() });
        const lead = await this.deps.createLead(row.payload, { signal });
        await this.finish(index, { state: 'created', leadId: lead.id, fieldErrors: null, reason: null });
        return;
      } catch (error) {
        if (signal.aborted) throw new Stopped('disposed');
        if (error instanceof ValidationError) {
          await this.finish(index, {
            state: 'refused',
            fieldErrors: error.fieldErrors,
            reason: error.message,
          });
          return;
        }
        if (error instanceof RateLimitedError) {
          // A 429 is an answer: the request did nothing, so the row is simply not sent yet.
          await this.update(index, { state: 'pending', sentAt: null });
          this.setWait({ kind: 'rateLimit', until: this.now() + error.retryAfterSeconds * 1000 });
          this.queue.unshift(index);
          return;
        }
        if (error instanceof UnauthenticatedError) {
          await this.update(index, { state: 'pending', sentAt: null });
          this.queue.unshift(index);
          this.setPhase('signInNeeded');
          return;
        }
        const uncertain = isRetryableError(error) || error instanceof BadResponseError;
        if (!uncertain || attempt >= this.maxAttempts) {
          await this.finish(index, { state: 'failed', reason: this.deps.describeFailure(error) });
          return;
        }
        const until = this.now() + this.backoffMs(attempt);
        this.setWait({ kind: 'retry', until });
        await this.sleep(until - this.now(), signal);
        this.setWait(null);
      }
    }
  }

  private takenLeadIds(): Set<number> {
    const taken = new Set<number>();
    for (const row of this.rows.values()) if (row.leadId !== null) taken.add(row.leadId);
    return taken;
  }

  private row(index: number): JournalRow {
    const row = this.rows.get(index);
    if (!row) throw new Error(`No row ${index} in this import`);
    return row;
  }

  private async update(index: number, update: RowUpdate): Promise<void> {
    await this.deps.journal.updateRow(this.importId, index, update);
    this.rows.set(index, { ...this.row(index), ...update });
    this.notify();
  }

  private async finish(index: number, update: RowUpdate): Promise<void> {
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
    // Hundreds of rows a second would re-render the page as often; a tenth of a second is smooth enough.
    this.notifyTimer ??= setTimeout(() => {
      this.notifyTimer = null;
      this.publish();
    }, NOTIFY_INTERVAL_MS);
  }

  private publish(): void {
    this.snapshot = this.takeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private takeSnapshot(): RunnerSnapshot {
    let total = 0;
    const counts = { created: 0, refused: 0, failed: 0, cancelled: 0 };
    for (const row of this.rows.values()) {
      if (row.state === 'skipped') continue;
      total += 1;
      if (row.state in counts) counts[row.state as keyof typeof counts] += 1;
    }
    const done = counts.created + counts.refused + counts.failed + counts.cancelled;
    const elapsed = this.now() - this.runStartedAt;
    const secondsLeft =
      this.phase === 'running' && this.doneInRun >= 3 && elapsed > 0
        ? Math.ceil(((total - done) * elapsed) / this.doneInRun / 1000)
        : null;
    const wait = this.wait && this.wait.until > this.now() ? this.wait : null;
    return {
      phase: this.phase,
      total,
      ...counts,
      done,
      wait,
      secondsLeft,
      stopReason: this.stopReason,
      rows: this.rows,
    };
  }
}
