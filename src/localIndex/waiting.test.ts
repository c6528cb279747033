import { describe, expect, it } from 'vitest';
import type { Lead } from '../api/schemas/lead';
import { isWaiting, waitingLeads, waitingSeconds } from './waiting';

function lead(id: number, changes: Partial<Lead> = {}): Lead {
  return {
    id,
    dtCreate: 1_700_000_000 + id,
    funnelStageId: 1,
    userIdOwner: null,
    ...changes,
  } as Lead;
}

const mine = { firstStageId: 1, meId: 7, everyone: false };

describe('isWaiting', () => {
  it('holds leads of the first stage or none, owned by me or nobody', () => {
    expect(isWaiting(lead(1), mine)).toBe(true);
    expect(isWaiting(lead(2, { funnelStageId: null }), mine)).toBe(true);
    expect(isWaiting(lead(3, { userIdOwner: 7 }), mine)).toBe(true);
    expect(isWaiting(lead(4, { funnelStageId: 2 }), mine)).toBe(false);
    expect(isWaiting(lead(5, { userIdOwner: 8 }), mine)).toBe(false);
  });

  it("shows everyone's with the switch, and only nobody's while I am unknown", () => {
    expect(isWaiting(lead(5, { userIdOwner: 8 }), { ...mine, everyone: true })).toBe(true);
    expect(isWaiting(lead(3, { userIdOwner: 7 }), { ...mine, meId: null })).toBe(false);
    expect(isWaiting(lead(1), { ...mine, meId: null })).toBe(true);
  });
});

describe('waitingSeconds', () => {
  it('counts a future creation time as zero', () => {
    expect(waitingSeconds(1000, 900)).toBe(0);
    expect(waitingSeconds(1000, 1600)).toBe(600);
  });
});

describe('waitingLeads', () => {
  it('lists the oldest first, up to the limit, with the whole count', () => {
    const newestFirst = [lead(5), lead(4, { funnelStageId: 3 }), lead(3), lead(2), lead(1)];
    const page = waitingLeads(newestFirst, mine, 2);
    expect(page.leads.map((item) => item.id)).toEqual([1, 2]);
    expect(page.total).toBe(4);
  });
});
