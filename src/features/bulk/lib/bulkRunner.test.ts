import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/api/errors';
import { makeLead } from '@/localIndex/testing/fakeCrm';
import { BulkCrm, bulkItem, MemoryJournal } from './bulkCrm.testing';
import { createBulkRunner } from './bulkRunner';
import type { BulkItem } from './bulkTypes';

/** Leads 100… owned by 7, changed at 1000; the job sets their owner to 5. */
function setUp(count = 3, changes: (item: BulkItem) => Partial<BulkItem> = () => ({})) {
  const leads = Array.from({ length: 10 }, (_, offset) =>
    makeLead(100 + offset, { userIdOwner: 7, dtUpdate: 1_000 }),
  );
  const crm = new BulkCrm(leads);
  const items = leads.slice(0, count).map((lead, index) => {
    const item = bulkItem(index, lead, 'userIdOwner', 5);
    return { ...item, ...changes(item) };
  });
  const journal = new MemoryJournal(items);
  return { crm, items, journal, deps: crm.deps(journal) };
}

describe('bulk runner', () => {
  it('sends one PUT per lead with only the changed field, and skips a lead changed elsewhere', async () => {
    const { crm, items, deps } = setUp();
    crm.editElsewhere(101, 'userIdOwner', 9);
    const runner = createBulkRunner('job', items, deps);
    runner.start();
    await vi.waitFor(() => expect(runner.getSnapshot().phase).toBe('finished'));
    expect(crm.puts.map((put) => [put.id, put.body])).toEqual([
      [100, { userIdOwner: 5 }],
      [102, { userIdOwner: 5 }],
    ]);
    const skipped = runner.getSnapshot().items.get(1);
    expect(skipped).toMatchObject({ state: 'skipped', current: { value: 9 } });
    expect(skipped?.current?.dtUpdate).toBeGreaterThan(1_000);
    expect(runner.getSnapshot().items.get(0)?.after).toBeGreaterThan(1_000);
  });

  it('includes a lead changed elsewhere when chosen, without reading it first', async () => {
    const { crm, items, deps } = setUp(1, () => ({ force: true }));
    crm.editElsewhere(100, 'userIdOwner', 9);
    const runner = createBulkRunner('job', items, deps);
    runner.start();
    await vi.waitFor(() => expect(runner.getSnapshot().phase).toBe('finished'));
    expect(crm.puts.map((put) => [put.id, put.body])).toEqual([[100, { userIdOwner: 5 }]]);
    expect(crm.requests).toEqual({ get: 0, list: 0, put: 1 });
  });

  it('after a lost answer finds the PUT took effect and does not send it again', async () => {
    const { crm, items, deps } = setUp(1);
    crm.afterPut = (count) => {
      if (count === 1) throw new NetworkError();
    };
    const runner = createBulkRunner('job', items, deps);
    runner.start();
    await vi.waitFor(() => expect(runner.getSnapshot().phase).toBe('finished'));
    expect(crm.puts).toHaveLength(1);
    expect(runner.getSnapshot().items.get(0)).toMatchObject({ state: 'done' });
  });
});
