import {
  BadResponseError,
  HttpError,
  isAbortError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from '@/api/errors';
import type { RequestOptions } from '@/api/http';
import type { Lead } from '@/api/schemas/lead';
import type { BulkItem } from './bulkTypes';

/** One list request: the leads created in `[from, to]` (inclusive unix seconds), and how many there are. */
export interface CreatedWindow {
  leads: readonly Lead[];
  total: number;
}

export interface FreshLeadsDeps {
  getLead(id: number, options: RequestOptions): Promise<Lead>;
  /** `GET /lead?page=1&per_page=…&dtCreate[0]=from&dtCreate[1]=to`. */
  listCreated(from: number, to: number, perPage: number, options: RequestOptions): Promise<CreatedWindow>;
  now(): number;
}

/**
 * How old a window's answer may be when it tells whether a lead changed elsewhere. Reading a lead then writing it
 * always leaves a gap in which another person's edit is overwritten; today's GET-then-PUT leaves one round trip.
 * Five seconds keeps that gap to seconds while one list request still serves about a hundred PUTs at full pace
 * (docs/bulk.md).
 */
export const FRESH_FOR_MS = 5_000;
/** The API's largest page: a window is never read past its first page. */
export const WINDOW_PAGE_SIZE = 500;
/** Leads a window is aimed at, short of a page: the density it is sized by comes from the window before. */
const WINDOW_TARGET = 400;
/** A window expected to hold fewer of the job's leads than this costs as much as their own GETs. */
const MIN_ITEMS_PER_WINDOW = 2;
/** After this many leads read one by one because the job's leads were sparse, a window is tried again. */
const PROBE_AFTER = 16;
const MIN_REACH = 8;

interface Seen {
  lead: Lead;
  /** When the request that returned it went out. */
  at: number;
}

interface Span {
  from: number;
  to: number;
  at: number;
}

interface InFlight {
  from: number;
  to: number;
  answer: Promise<void>;
}

/** The first index of `sorted` whose value is at least `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A list answer that says the CRM does not take creation-time windows: stop asking for them. */
function windowsUnsupported(error: unknown): boolean {
  return error instanceof ValidationError || error instanceof BadResponseError || error instanceof HttpError;
}

/**
 * The lead as the CRM has it now, for the check before each PUT ("changed elsewhere since the plan?"), read a
 * creation-time window at a time: the run sends its leads in creation order, and one `GET /lead` narrowed by
 * `dtCreate` returns whole leads, so it answers for every lead of the job created in that window. Each window is
 * sized so that it fits one page (by the share of the previous window's `meta.total` that were the job's leads)
 * and so that it is used up while its answer is fresh (by how many leads the last window served). A lead that no
 * fresh window holds — deleted, beyond the page, created at an unknown time — is read with its own GET, as is
 * every lead when the job's leads are too sparse for a window to pay off.
 */
export class FreshLeads {
  private readonly times: number[];
  private readonly seen = new Map<number, Seen>();
  /** Windows read whole (every lead created then is in `seen`), and windows cut at the page. */
  private complete: Span[] = [];
  private partial: Span[] = [];
  private readonly inFlight = new Set<InFlight>();
  /** The job's leads among all leads of the last window (1: every lead created then is in the job). */
  private share = 1;
  /** How many of the job's leads a window aims to cover, by the pace of the run. */
  private reach = WINDOW_TARGET;
  private last: Span | null = null;
  private servedSinceLast = 0;
  private sparseReads = 0;
  private windowsOff = false;

  constructor(
    items: readonly Pick<BulkItem, 'dtCreate'>[],
    private readonly deps: FreshLeadsDeps,
    private readonly freshForMs = FRESH_FOR_MS,
  ) {
    this.times = items
      .flatMap((item) => (typeof item.dtCreate === 'number' ? [item.dtCreate] : []))
      .sort((a, b) => a - b);
  }

  /** The lead as it is now (at most `freshForMs` old). Throws what the API threw for its own GET. */
  async read(item: Pick<BulkItem, 'leadId' | 'dtCreate'>, options: RequestOptions): Promise<Lead> {
    const created = item.dtCreate;
    if (typeof created !== 'number' || this.windowsOff) return this.deps.getLead(item.leadId, options);
    const known = this.lookUp(item.leadId, created);
    if (known !== null) return known === 'absent' ? this.deps.getLead(item.leadId, options) : known;
    // A window already asked for that covers the lead: wait for it rather than ask again.
    let answer = [...this.inFlight].find((flight) => flight.from <= created && created <= flight.to)?.answer;
    if (answer === undefined) {
      const window = this.nextWindow(created);
      if (window === null) return this.deps.getLead(item.leadId, options);
      answer = this.fetch(window, options);
    }
    try {
      await answer;
    } catch (error) {
      if (
        error instanceof RateLimitedError ||
        error instanceof UnauthenticatedError ||
        isAbortError(error) ||
        options.signal?.aborted
      ) {
        throw error;
      }
      if (windowsUnsupported(error)) this.windowsOff = true;
      return this.deps.getLead(item.leadId, options);
    }
    const found = this.lookUp(item.leadId, created);
    return found === null || found === 'absent' ? this.deps.getLead(item.leadId, options) : found;
  }

  /** The lead from a fresh window; 'absent' when a fresh window that was read whole did not hold it. */
  private lookUp(leadId: number, created: number): Lead | 'absent' | null {
    const now = this.deps.now();
    const seen = this.seen.get(leadId);
    if (seen !== undefined && now - seen.at <= this.freshForMs) {
      this.servedSinceLast += 1;
      return seen.lead;
    }
    const covered = this.complete.some(
      (span) => span.from <= created && created <= span.to && now - span.at <= this.freshForMs,
    );
    return covered ? 'absent' : null;
  }

  /** The window to read for a lead created at `from`, or null when its own GET is cheaper. */
  private nextWindow(from: number): Span | null {
    const now = this.deps.now();
    if (this.last !== null) {
      const stale = now - this.last.at > this.freshForMs;
      // The last window went stale before the run got past it: aim the next at what the run used in that time;
      // the run got past it while it was fresh: aim further.
      if (from > this.last.to)
        this.reach = Math.min(WINDOW_TARGET, Math.max(this.reach, this.servedSinceLast) * 2);
      else if (stale) this.reach = Math.max(MIN_REACH, Math.ceil(this.servedSinceLast * 1.5) + 4);
    }
    let wanted = Math.min(this.reach, Math.floor(WINDOW_TARGET * this.share));
    if (wanted < MIN_ITEMS_PER_WINDOW) {
      this.sparseReads += 1;
      if (this.sparseReads < PROBE_AFTER) return null;
      this.sparseReads = 0;
      wanted = MIN_ITEMS_PER_WINDOW;
    }
    const start = lowerBound(this.times, from);
    const end = Math.min(this.times.length - 1, start + wanted - 1);
    const to = Math.max(from, this.times[end] ?? from);
    // A fresh window cut at the page that this one would not narrow (many leads created in the same second):
    // the leads beyond its page are read one by one.
    const repeats = this.partial.some(
      (span) => from <= span.from && span.to <= to && now - span.at <= this.freshForMs,
    );
    return repeats ? null : { from, to, at: now };
  }

  private fetch(window: Span, options: RequestOptions): Promise<void> {
    const { from, to } = window;
    const at = this.deps.now();
    const inside = lowerBound(this.times, to + 1) - lowerBound(this.times, from);
    this.last = { from, to, at };
    this.servedSinceLast = 0;
    const flight: InFlight = {
      from,
      to,
      answer: this.deps.listCreated(from, to, WINDOW_PAGE_SIZE, options).then(({ leads, total }) => {
        this.forgetStale(this.deps.now());
        for (const lead of leads) this.seen.set(lead.id, { lead, at });
        (leads.length >= total ? this.complete : this.partial).push({ from, to, at });
        if (total > 0) this.share = Math.min(1, inside / Math.max(total, inside, 1));
      }),
    };
    this.inFlight.add(flight);
    const forget = () => this.inFlight.delete(flight);
    flight.answer.then(forget, forget);
    return flight.answer;
  }

  private forgetStale(now: number): void {
    for (const [id, entry] of this.seen) if (now - entry.at > this.freshForMs) this.seen.delete(id);
    this.complete = this.complete.filter((span) => now - span.at <= this.freshForMs);
    this.partial = this.partial.filter((span) => now - span.at <= this.freshForMs);
  }
}
