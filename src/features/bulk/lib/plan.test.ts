import { describe, expect, it } from 'vitest';
import type { PlanLead } from './bulkTypes';
import { planChange, planDistribution } from './plan';

const lead = (id: number, value: number | null, dtUpdate = 1_000): PlanLead => ({
  id,
  value,
  dtCreate: 500 + id,
  dtUpdate,
});

describe('planChange', () => {
  it('sends only the leads without the value, and counts where they come from', () => {
    const leads = [lead(1, 7), lead(2, null), lead(3, 5), lead(4, 7), lead(5, null), lead(6, null)];
    const plan = planChange(leads, 'userIdOwner', 5);
    expect(plan.alreadySet).toBe(1);
    expect(plan.items.map((item) => item.leadId)).toEqual([1, 2, 4, 5, 6]);
    expect(plan.from).toEqual([
      { value: null, count: 3 },
      { value: 7, count: 2 },
    ]);
    expect(plan.items[0]).toEqual({ leadId: 1, value: 5, before: 7, dtUpdate: 1_000, dtCreate: 501 });
  });
});

/** The reference: each lead, in turn, to whoever has fewest leads right now. */
function referenceCounts(base: number[], leads: number): number[] {
  const counts = [...base];
  for (let given = 0; given < leads; given += 1) {
    const min = Math.min(...counts);
    counts[counts.indexOf(min)] = min + 1;
  }
  return counts.sort((a, b) => a - b);
}

describe('planDistribution', () => {
  it('evens out the owners’ counts as the reference does', () => {
    const owners = [10, 11, 12];
    const load = { 10: 40, 11: 3, 12: 17 };
    const leads = Array.from({ length: 50 }, (_, index) => lead(index + 1, index % 5 === 0 ? 99 : null));
    const plan = planDistribution(leads, owners, load);
    const after = plan.shares.map((share) => share.after).sort((a, b) => a - b);
    expect(after).toEqual(referenceCounts([40, 3, 17], 50));
    expect(plan.shares.reduce((sum, share) => sum + share.gets, 0)).toBe(50);
    expect(plan.items).toHaveLength(50);
    expect(new Set(plan.items.map((item) => item.leadId)).size).toBe(50);
  });

  it('leaves a selected lead with its owner when that owner gets leads anyway, and says so', () => {
    const owners = [1, 2];
    // Owner 1 has 2 leads, both selected; owner 2 has none.
    const leads = [lead(100, 1), lead(101, 1), lead(102, null), lead(103, null)];
    const plan = planDistribution(leads, owners, { 1: 2, 2: 0 });
    expect(plan.shares).toEqual([
      { owner: 1, before: 0, gets: 2, after: 2 },
      { owner: 2, before: 0, gets: 2, after: 2 },
    ]);
    expect(plan.alreadySet).toBe(2);
    expect(plan.items.map((item) => [item.leadId, item.value])).toEqual([
      [102, 2],
      [103, 2],
    ]);
  });

  it('matches the reference on random loads', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 50; round += 1) {
      const owners = [1, 2, 3, 4].slice(0, 1 + Math.floor(random() * 4));
      const load: Record<number, number> = {};
      for (const owner of owners) load[owner] = Math.floor(random() * 30);
      const leads = Array.from({ length: Math.floor(random() * 60) }, (_, index) => lead(index, null));
      const plan = planDistribution(leads, owners, load);
      expect(plan.shares.map((share) => share.after).sort((a, b) => a - b)).toEqual(
        referenceCounts(
          owners.map((owner) => load[owner] ?? 0),
          leads.length,
        ),
      );
    }
  });
});
