import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@/api/errors';
import type { Lead } from '@/api/schemas/lead';
import { makeLead } from '@/localIndex/testing/fakeCrm';
import { integer, seededRandom } from '@/localIndex/testing/random';
import { BulkCrm, bulkItem, MemoryJournal } from './bulkCrm.testing';
import { createBulkRunner } from './bulkRunner';
import type { BulkItem } from './bulkTypes';
import { FRESH_FOR_MS } from './freshLeads';

const START = 1_700_000_000;

async function run(crm: BulkCrm, items: readonly BulkItem[], journal = new MemoryJournal(items)) {
  const runner = createBulkRunner('job', items, crm.deps(journal));
  runner.start();
  await vi.waitFor(() => expect(runner.getSnapshot().phase).toBe('finished'), { timeout: 20_000 });
  return journal.read();
}

/** `count` leads, one created each `spacing` seconds, owned by 7 and last changed at 1000. */
function leadsCreated(count: number, spacing = 1): Lead[] {
  return Array.from({ length: count }, (_, index) =>
    makeLead(index + 1, { dtCreate: START + index * spacing, userIdOwner: 7, dtUpdate: 1_000 }),
  );
}

const setOwner = (leads: readonly Lead[]) =>
  leads.map((lead, index) => bulkItem(index, lead, 'userIdOwner', 5));

/** What a user sees of each item at the end, and what the CRM received. */
function outcome(items: readonly BulkItem[], crm: BulkCrm) {
  return {
    items: items
      .map((item) => ({ lead: item.leadId, state: item.state, current: item.current?.value ?? null }))
      .sort((a, b) => a.lead - b.lead),
    puts: crm.puts.map((put) => [put.id, put.body] as const).sort((a, b) => a[0] - b[0]),
  };
}

describe('the stale check by creation-time windows', () => {
  it('checks 1,000 leads created close together with a few list requests and no GET', async () => {
    // About the sandbox's pace: 30 ms a request, so a window's answer goes stale every ~160 requests.
    const leads = leadsCreated(1_000);
    const crm = new BulkCrm(leads, 30);
    const changed = [17, 480, 999];
    for (const id of changed) crm.editElsewhere(id, 'userIdOwner', 9);
    const items = await run(crm, setOwner(leads));

    expect(crm.requests.put).toBe(997);
    expect(crm.requests.get).toBe(0);
    expect(crm.requests.list).toBeLessThanOrEqual(12);
    expect(items.filter((item) => item.state === 'skipped').map((item) => item.leadId)).toEqual(changed);
    expect(crm.puts.every((put) => Object.keys(put.body).join() === 'userIdOwner')).toBe(true);
  });

  it('sends in creation order whatever the order of the job', async () => {
    const leads = leadsCreated(50);
    const crm = new BulkCrm(leads);
    const shuffled = [...leads].sort((a, b) => ((a.id * 7919) % 50) - ((b.id * 7919) % 50));
    await run(crm, setOwner(shuffled));
    expect(crm.puts.map((put) => put.id)).toEqual(leads.map((lead) => lead.id));
  });

  it('skips exactly the leads the per-lead check skips, over random jobs', async () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const random = seededRandom(seed);
      // Now and then a large account of which the job takes a sliver: windows cut at the page, then narrowed.
      const large = seed % 5 === 0;
      const count = large ? integer(random, 3_000, 6_000) : integer(random, 20, 700);
      // Dense, sparse, or many leads created in the same second (more than a page).
      const spacing = [0, 1, 1, 3, 40][integer(random, 0, 4)] ?? 1;
      const leads = Array.from({ length: count }, (_, index) =>
        makeLead(index + 1, {
          dtCreate: START + Math.floor(index * spacing * random()),
          userIdOwner: integer(random, 1, 4),
          dtUpdate: 1_000 + integer(random, 0, 50),
        }),
      );
      const share = large
        ? ([0.1, 0.02, 0.002][integer(random, 0, 2)] ?? 0.02)
        : ([1, 0.5, 0.1, 0.02][integer(random, 0, 3)] ?? 1);
      const chosen = leads.filter(() => random() < share);
      const items = setOwner(chosen).map((item) =>
        // Some leads' creation time unknown to the plan.
        random() < 0.05 ? { ...item, dtCreate: null } : item,
      );
      const edits: Array<[number, number]> = [];
      const deleted: number[] = [];
      for (const lead of chosen) {
        if (random() < 0.1) edits.push([lead.id, integer(random, 1, 9)]);
        else if (random() < 0.03) deleted.push(lead.id);
      }
      const crmFor = () => {
        const crm = new BulkCrm(leads, integer(random, 0, 80));
        for (const [id, value] of edits) crm.editElsewhere(id, 'userIdOwner', value);
        for (const id of deleted) crm.leads.delete(id);
        return crm;
      };
      const perLeadCrm = crmFor();
      const perLead = await run(
        perLeadCrm,
        items.map((item) => ({ ...item, dtCreate: null })),
      );
      const windowedCrm = crmFor();
      const windowed = await run(windowedCrm, items);

      const context = `seed ${seed}: ${count} leads, spacing ${spacing}, share ${share}`;
      expect(outcome(windowed, windowedCrm), context).toEqual(outcome(perLead, perLeadCrm));
      const requests = (crm: BulkCrm) => crm.requests.get + crm.requests.list + crm.requests.put;
      expect(requests(windowedCrm), context).toBeLessThanOrEqual(requests(perLeadCrm));
    }
  });

  it('reads with its own GET a lead the window did not return: deleted, or beyond the page', async () => {
    // 600 leads created in the same second: the window's one page holds 500 of them.
    const leads = Array.from({ length: 600 }, (_, index) =>
      makeLead(index + 1, { dtCreate: START, userIdOwner: 7, dtUpdate: 1_000 }),
    );
    const crm = new BulkCrm(leads);
    crm.leads.delete(300);
    const items = await run(crm, setOwner(leads));

    // The page holds the newest 500 of the 599 left (ids 600…100 but 300): 1…99 are read one by one, and so is
    // 300, which is gone.
    expect(crm.requests.list).toBe(1);
    expect(crm.requests.get).toBe(100);
    expect(crm.requests.put).toBe(599);
    expect(items.find((item) => item.leadId === 300)).toMatchObject({ state: 'failed' });
  });

  it('never trusts an answer older than the bound: an edit made after a window was read is still caught', async () => {
    const leads = leadsCreated(300);
    // 200 ms a request: a window's answer is stale after 25 requests.
    const crm = new BulkCrm(leads, 200);
    crm.afterPut = (count) => {
      if (count === 60) crm.editElsewhere(280, 'userIdOwner', 9);
    };
    const items = await run(crm, setOwner(leads));

    expect(items.find((item) => item.leadId === 280)).toMatchObject({
      state: 'skipped',
      current: { value: 9 },
    });
    // This clock moves with every request, the other three in flight's too: a PUT follows its check by at most
    // four of them.
    for (const put of crm.puts) {
      const age = put.at - (crm.lastRead.get(put.id) ?? Number.NEGATIVE_INFINITY);
      expect(age).toBeLessThanOrEqual(FRESH_FOR_MS + 4 * 200);
    }
    expect(crm.requests.get).toBe(0);
    expect(crm.requests.list).toBeLessThan(40);
  });

  it('falls back to a GET per lead when the CRM refuses the window', async () => {
    const leads = leadsCreated(30);
    const crm = new BulkCrm(leads);
    crm.listFails = () =>
      new ValidationError('The given data was invalid.', {
        'dtCreate.0': ['The dt create.0 must be an integer.'],
      });
    const items = await run(crm, setOwner(leads));
    expect(items.every((item) => item.state === 'done')).toBe(true);
    expect(crm.requests).toEqual({ get: 30, list: 1, put: 30 });
  });

  it('never sends a lead twice across a reload in the middle of the run', async () => {
    const leads = leadsCreated(200);
    const crm = new BulkCrm(leads, 10);
    const journal = new MemoryJournal(setOwner(leads));
    const first = createBulkRunner('job', journal.read(), crm.deps(journal));
    crm.afterPut = (count) => {
      if (count !== 77) return;
      // The page goes away with requests in flight: this PUT took effect, its answer is lost.
      first.dispose();
      throw new DOMException('The page was closed', 'AbortError');
    };
    first.start();
    await vi.waitFor(() => expect(crm.puts.length).toBeGreaterThanOrEqual(77));
    crm.afterPut = () => undefined;

    const items = await run(crm, journal.read(), journal);
    const sent = crm.puts.map((put) => put.id);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toHaveLength(200);
    expect(items.every((item) => item.state === 'done')).toBe(true);
  });
});
