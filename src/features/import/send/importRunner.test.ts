import { describe, expect, it, vi } from 'vitest';
import { NetworkError, RateLimitedError, ServerError, ValidationError } from '@/api/errors';
import type { LeadWrite } from '@/api/schemas/lead';
import type { RowUpdate } from '../journal/importJournal';
import type { ImportStatus, JournalRow } from '../journal/journalTypes';
import { createImportRunner, type ImportRunner, type ImportSendDeps } from './importRunner';

function row(index: number, overrides: Partial<JournalRow> = {}): JournalRow {
  return {
    jobId: 'i',
    index,
    cells: [],
    shown: { name: '', phone: '', email: '' },
    payload: { phone: `+7916000000${index}`, sourceId: 1 },
    contactKeys: [`phone:+7916000000${index}`],
    state: 'pending',
    leadId: null,
    fieldErrors: null,
    reason: null,
    sentAt: null,
    ...overrides,
  };
}

/** A CRM that creates leads and remembers every POST, and a journal that keeps every write. */
function fakes(answer: (payload: LeadWrite, attempt: number) => Promise<{ id: number }> | { id: number }) {
  const posts: LeadWrite[] = [];
  const journal = new Map<number, RowUpdate[]>();
  const statuses: ImportStatus[] = [];
  const created = new Map<string, number>();
  const deps: ImportSendDeps = {
    journal: {
      async updateItem(_id, index, update) {
        journal.set(index, [...(journal.get(index) ?? []), update]);
      },
      async setStatus(_id, status) {
        statuses.push(status);
      },
    },
    async createLead(payload) {
      posts.push(payload);
      const attempt = posts.filter((sent) => sent.phone === payload.phone).length;
      const lead = await answer(payload, attempt);
      created.set(String(payload.phone), lead.id);
      return lead;
    },
    async findCreatedLead(keys) {
      const phone = keys[0]?.slice('phone:'.length) ?? '';
      return created.get(phone) ?? null;
    },
    rateLimit: () => ({ limit: 1000, remaining: 900, waitingUntil: null }),
    describeFailure: (error) => (error instanceof Error ? error.message : String(error)),
    sleep: () => Promise.resolve(),
  };
  return { deps, posts, journal, statuses, created };
}

async function settled(runner: ImportRunner) {
  await vi.waitFor(() => expect(['finished', 'cancelled', 'paused']).toContain(runner.getSnapshot().phase));
  await vi.waitFor(() => expect(runner.getSnapshot().settled).toBeGreaterThan(0));
  return runner.getSnapshot();
}

describe('ImportRunner', () => {
  it('sends each row once and records created, refused and failed', async () => {
    const { deps, posts, statuses, journal } = fakes((payload) => {
      if (payload.phone?.endsWith('1'))
        throw new ValidationError('bad', { sourceId: ['The selected source id is invalid.'] });
      return { id: 100 + Number(payload.phone?.at(-1)) };
    });
    const runner = createImportRunner(
      'i',
      [row(0), row(1), row(2), row(3, { state: 'skipped', payload: null })],
      deps,
    );
    runner.start();
    const snapshot = await settled(runner);
    expect(snapshot).toMatchObject({
      phase: 'finished',
      total: 4,
      counts: { done: 2, refused: 1, failed: 0, skipped: 1 },
      settled: 4,
    });
    expect(posts).toHaveLength(3);
    expect(statuses).toEqual(['finished']);
    expect(snapshot.items.get(1)?.fieldErrors).toEqual({ sourceId: ['The selected source id is invalid.'] });
    // The journal hears of the request before it goes out.
    expect(journal.get(0)?.[0]).toMatchObject({ state: 'sending' });
    expect(journal.get(0)?.at(-1)).toMatchObject({ state: 'done', leadId: 100 });
  });

  it('looks a row up after a lost answer and does not send it again when the CRM has it', async () => {
    const { deps, posts } = fakes(() => ({ id: 55 }));
    const send = deps.createLead;
    // The CRM creates the lead, but its answer never arrives.
    deps.createLead = async (payload, options) => {
      await send(payload, options);
      throw new NetworkError();
    };
    const runner = createImportRunner('i', [row(0)], deps);
    runner.start();
    const snapshot = await settled(runner);
    expect(posts).toHaveLength(1);
    expect(snapshot.items.get(0)).toMatchObject({ state: 'done', leadId: 55 });
  });

  it('sends again after a 5xx when the CRM has no such lead, with backoff', async () => {
    const { deps, posts } = fakes((_payload, attempt) => {
      if (attempt < 3) throw new ServerError('Server error 503', 503);
      return { id: 9 };
    });
    const backoff = vi.fn(() => 10);
    const runner = createImportRunner('i', [row(0)], deps, { backoffMs: backoff });
    runner.start();
    const snapshot = await settled(runner);
    expect(posts).toHaveLength(3);
    expect(backoff.mock.calls).toEqual([[1], [2]]);
    expect(snapshot.items.get(0)).toMatchObject({ state: 'done', leadId: 9 });
  });

  it('gives up after the last attempt and says why', async () => {
    const { deps, posts } = fakes(() => {
      throw new NetworkError();
    });
    const runner = createImportRunner('i', [row(0)], deps, { maxAttempts: 3 });
    runner.start();
    const snapshot = await settled(runner);
    expect(posts).toHaveLength(3);
    expect(snapshot.items.get(0)).toMatchObject({ state: 'failed', reason: 'The CRM could not be reached.' });
  });

  it('resumes a journal with a row sent but unanswered: looked up, not sent twice', async () => {
    const { deps, posts, created } = fakes(() => ({ id: 1 }));
    created.set('+79160000000', 42);
    const runner = createImportRunner(
      'i',
      [row(0, { state: 'sending', sentAt: 1 }), row(1, { state: 'done', leadId: 41 }), row(2)],
      deps,
    );
    runner.start();
    const snapshot = await settled(runner);
    expect(posts.map((payload) => payload.phone)).toEqual(['+79160000002']);
    expect(snapshot).toMatchObject({ counts: { done: 3 }, settled: 3 });
    expect(snapshot.items.get(0)).toMatchObject({ state: 'done', leadId: 42 });
  });

  it('waits out a 429 it was given and sends the row afterwards', async () => {
    const { deps, posts } = fakes((_payload, attempt) => {
      if (attempt === 1) throw new RateLimitedError(120);
      return { id: 3 };
    });
    const sleeps: number[] = [];
    deps.sleep = async (ms) => {
      sleeps.push(ms);
    };
    let now = 1_000;
    deps.now = () => {
      now += 1;
      return now;
    };
    const runner = createImportRunner('i', [row(0)], deps);
    runner.start();
    const snapshot = await settled(runner);
    expect(posts).toHaveLength(2);
    expect(sleeps.some((ms) => ms > 119_000)).toBe(true);
    expect(snapshot.items.get(0)).toMatchObject({ state: 'done' });
  });

  it('slows to one request a second when the rate limit is nearly used up', async () => {
    const { deps } = fakes(() => ({ id: 1 }));
    deps.rateLimit = () => ({ limit: 1000, remaining: 5, waitingUntil: null });
    const sleeps: number[] = [];
    deps.sleep = async (ms) => {
      sleeps.push(ms);
    };
    deps.now = () => 0;
    const runner = createImportRunner('i', [row(0), row(1), row(2)], deps, { concurrency: 1 });
    runner.start();
    await settled(runner);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('cancel sends nothing more and marks the rest not sent', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { deps, posts, statuses } = fakes(async () => {
      await gate;
      return { id: 1 };
    });
    const runner = createImportRunner('i', [row(0), row(1), row(2)], deps, { concurrency: 1 });
    runner.start();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    void runner.cancel();
    release();
    await vi.waitFor(() => expect(statuses).toEqual(['cancelled']));
    expect(posts).toHaveLength(1);
    await vi.waitFor(() => expect(runner.getSnapshot().counts).toMatchObject({ done: 1, cancelled: 2 }));
  });
});
