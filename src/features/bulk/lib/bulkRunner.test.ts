import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/api/errors';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { type BulkSendDeps, createBulkRunner } from './bulkRunner';
import type { BulkItem } from './bulkTypes';

function item(index: number, overrides: Partial<BulkItem> = {}): BulkItem {
  return {
    jobId: 'j',
    index,
    state: 'pending',
    fieldErrors: null,
    reason: null,
    sentAt: null,
    leadId: 100 + index,
    field: 'userIdOwner',
    value: 5,
    before: 7,
    dtUpdate: 1_000,
    force: false,
    current: null,
    after: null,
    ...overrides,
  };
}

/** A CRM of leads 100… owned by 7, changed at 1000, that remembers every PUT's body. */
function fakeCrm() {
  const leads = new Map<number, { userIdOwner: number | null; dtUpdate: number }>();
  for (let id = 100; id < 110; id += 1) leads.set(id, { userIdOwner: 7, dtUpdate: 1_000 });
  const puts: Array<[number, LeadWrite]> = [];
  let clock = 2_000;
  const read = (id: number) => ({ id, ...leads.get(id) }) as unknown as Lead;
  const deps: BulkSendDeps = {
    journal: { updateItem: async () => undefined, setStatus: async () => undefined },
    getLead: async (id) => read(id),
    updateLead: async (id, changes) => {
      puts.push([id, changes]);
      clock += 1;
      leads.set(id, { userIdOwner: changes.userIdOwner ?? null, dtUpdate: clock });
      return read(id);
    },
    rateLimit: () => ({ limit: 1000, remaining: 900, waitingUntil: null }),
    describeFailure: String,
    changedElsewhere: 'Changed elsewhere',
    sleep: () => Promise.resolve(),
  };
  return { deps, leads, puts };
}

describe('bulk runner', () => {
  it('sends one PUT per lead with only the changed field, and skips a lead changed elsewhere', async () => {
    const { deps, leads, puts } = fakeCrm();
    leads.set(101, { userIdOwner: 9, dtUpdate: 1_500 });
    const runner = createBulkRunner('j', [item(0), item(1), item(2)], deps);
    runner.start();
    await vi.waitFor(() => expect(runner.getSnapshot().phase).toBe('finished'));
    expect(puts).toEqual([
      [100, { userIdOwner: 5 }],
      [102, { userIdOwner: 5 }],
    ]);
    const skipped = runner.getSnapshot().items.get(1);
    expect(skipped).toMatchObject({ state: 'skipped', current: { value: 9, dtUpdate: 1_500 } });
    expect(runner.getSnapshot().items.get(0)?.after).toBeGreaterThan(1_000);
  });

  it('includes a lead changed elsewhere when chosen', async () => {
    const { deps, leads, puts } = fakeCrm();
    leads.set(100, { userIdOwner: 9, dtUpdate: 1_500 });
    const runner = createBulkRunner('j', [item(0, { force: true })], deps);
    runner.start();
    await vi.waitFor(() => expect(runner.getSnapshot().phase).toBe('finished'));
    expect(puts).toEqual([[100, { userIdOwner: 5 }]]);
  });

  it('after a lost answer finds the PUT took effect and does not send it again', async () => {
    const { deps, puts } = fakeCrm();
    const send = deps.updateLead;
    let lost = true;
    deps.updateLead = async (id, changes, options) => {
      const lead = await send(id, changes, options);
      if (lost) {
        lost = false;
        throw new NetworkError();
      }
      return lead;
    };
    const runner = createBulkRunner('j', [item(0)], deps);
    runner.start();
    await vi.waitFor(() => expect(runner.getSnapshot().phase).toBe('finished'));
    expect(puts).toHaveLength(1);
    expect(runner.getSnapshot().items.get(0)).toMatchObject({ state: 'done' });
  });
});
