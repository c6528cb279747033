import { describe, expect, it } from 'vitest';
import type { BulkItem, PlanLead } from './bulkTypes';
import { changedSincePlan, type LeadValues, tookEffect } from './staleCheck';
import { planUndo } from './undoPlan';

function item(index: number, overrides: Partial<BulkItem> = {}): BulkItem {
  return {
    jobId: 'j',
    index,
    state: 'done',
    fieldErrors: null,
    reason: null,
    sentAt: 1,
    leadId: 100 + index,
    field: 'userIdOwner',
    value: 5,
    before: 7,
    dtUpdate: 1_000,
    dtCreate: 500,
    force: false,
    current: null,
    after: 2_000,
    ...overrides,
  };
}

describe('planUndo', () => {
  it('puts back a lead whose local copy is still from before our PUT: the copy lags, nobody changed it', () => {
    const current = new Map<number, PlanLead>([[100, { id: 100, value: 7, dtCreate: 500, dtUpdate: 1_000 }]]);
    const plan = planUndo([item(0)], current);
    expect(plan.changedSince).toEqual([]);
    expect(plan.items.map((lead) => [lead.leadId, lead.value, lead.dtUpdate])).toEqual([[100, 7, 2_000]]);
  });

  it('puts back what each lead had, and leaves alone those changed since unless chosen', () => {
    const items = [
      item(0),
      item(1, { before: null }),
      item(2),
      item(3, { state: 'skipped' }),
      item(4, { state: 'refused' }),
    ];
    const current = new Map<number, PlanLead>([
      [100, { id: 100, value: 5, dtCreate: 500, dtUpdate: 2_000 }],
      [101, { id: 101, value: 5, dtCreate: 500, dtUpdate: 2_000 }],
      [102, { id: 102, value: 9, dtCreate: 500, dtUpdate: 3_000 }],
    ]);
    const plan = planUndo(items, current);
    expect(plan.items).toEqual([
      { leadId: 100, value: 7, before: 5, dtUpdate: 2_000, dtCreate: 500 },
      { leadId: 101, value: null, before: 5, dtUpdate: 2_000, dtCreate: 500 },
    ]);
    expect(plan.changedSince.map((entry) => [entry.item.leadId, entry.current?.value])).toEqual([[102, 9]]);

    const chosen = planUndo(items, current, new Set([102]));
    expect(chosen.items.map((planned) => [planned.leadId, planned.dtUpdate])).toContainEqual([102, 3_000]);
  });
});

describe('stale check', () => {
  it('sees a lead changed since the plan by its dtUpdate', () => {
    expect(changedSincePlan(item(0), { dtUpdate: 1_000 })).toBe(false);
    expect(changedSincePlan(item(0), { dtUpdate: 1_001 })).toBe(true);
    expect(changedSincePlan(item(0, { dtUpdate: null }), { dtUpdate: 1_000 })).toBe(true);
  });

  it('after a lost answer, counts the PUT as done only when the value is ours and dtUpdate moved', () => {
    const current = (userIdOwner: number, dtUpdate: number): LeadValues => ({
      userIdOwner,
      dtUpdate,
      funnelStageId: null,
      sourceId: null,
      locationCityId: null,
      locationUnitId: null,
      cost: null,
    });
    expect(tookEffect(item(0), current(5, 1_500))).toBe(true);
    expect(tookEffect(item(0), current(7, 1_000))).toBe(false);
    expect(tookEffect(item(0), current(5, 1_000))).toBe(false);
  });
});
