import { act, configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderWithProviders';
import type { ImportRecord, JournalRow } from '../journal/journalTypes';
import type { RunnerJournal } from '../send/importRunner';
import { SendStep } from './SendStep';

// A wait limit, not a speed target: the machine running the tests may be shared and slow.
configure({ asyncUtilTimeout: 10_000 });

type Callback = () => Promise<unknown>;

/**
 * Chrome's Web Locks as they behave: a free lock is granted at once and its callback runs in a later task,
 * even when the request's signal aborts in between; a queued request is dropped by its signal.
 */
class ChromeLikeLocks {
  private readonly holders = new Map<string, number>();
  private readonly queue: Array<{ name: string; run(): void }> = [];

  hold(name: string): () => void {
    this.holders.set(name, (this.holders.get(name) ?? 0) + 1);
    return () => this.release(name);
  }

  request(name: string, options: { signal?: AbortSignal }, callback: Callback): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const run = () => {
        const done = this.hold(name);
        setTimeout(() => {
          void callback().then(resolve, reject).finally(done);
        }, 0);
      };
      if (!this.holders.get(name)) {
        run();
        return;
      }
      const entry = { name, run };
      this.queue.push(entry);
      options.signal?.addEventListener('abort', () => {
        const at = this.queue.indexOf(entry);
        if (at < 0) return;
        this.queue.splice(at, 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }

  private release(name: string): void {
    const left = (this.holders.get(name) ?? 1) - 1;
    if (left > 0) this.holders.set(name, left);
    else this.holders.delete(name);
    const next = this.queue.findIndex((entry) => entry.name === name);
    if (left === 0 && next >= 0) this.queue.splice(next, 1)[0]?.run();
  }
}

const record: ImportRecord = {
  id: 'import-1',
  fileName: 'leads.csv',
  createdAt: 0,
  encoding: 'utf-8',
  bom: false,
  separator: ';',
  header: ['Name', 'Phone'],
  status: 'finished',
  total: 1,
};

const rows: JournalRow[] = [
  {
    jobId: record.id,
    index: 0,
    cells: ['Anna', '+7 916 123-45-67'],
    shown: { name: 'Anna', phone: '+7 916 123-45-67', email: '' },
    payload: { name: 'Anna', phone: '+79161234567' },
    contactKeys: ['phone:+79161234567'],
    state: 'done',
    leadId: 41,
    fieldErrors: null,
    reason: null,
    sentAt: 1,
  },
];

const journal: RunnerJournal = { updateItem: async () => undefined, setStatus: async () => undefined };

describe('SendStep in one tab', () => {
  let locks: ChromeLikeLocks;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    locks = new ChromeLikeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('never says a finished import runs in another tab (StrictMode runs the effect twice)', async () => {
    // As main.tsx renders the app: StrictMode at the root runs every effect twice on mount in development.
    configure({ reactStrictMode: true });
    onTestFinished(() => configure({ reactStrictMode: false }));
    renderWithProviders(
      <SendStep journal={journal} record={record} rows={rows} onNewImport={() => undefined} />,
    );
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByText(/running in another tab/)).toBeNull();
  });

  it('says so while another tab holds the import', async () => {
    const release = locks.hold(`crm-import-run|${record.id}`);
    renderWithProviders(
      <SendStep journal={journal} record={record} rows={rows} onNewImport={() => undefined} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText(/running in another tab/)).toBeVisible();
    await act(async () => {
      release();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByText(/running in another tab/)).toBeNull();
  });
});
