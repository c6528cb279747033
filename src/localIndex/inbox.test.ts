import { describe, expect, it } from 'vitest';
import type { Lead } from '../api/schemas/lead';
import { inboxCounts, inboxOrder, inboxWindow, urgencyOf } from './inbox';

const NOW = 1_700_000_000;
const bounds = { targetSeconds: 15 * 60, backlogSeconds: 24 * 3600 };
const rule = { firstStageId: 1, meId: 7, everyone: false };

function lead(id: number, waited: number, changes: Partial<Lead> = {}): Lead {
  return { id, dtCreate: NOW - waited, funnelStageId: 1, userIdOwner: null, ...changes } as Lead;
}

describe('urgencyOf', () => {
  it('answers now just under the target, and is late at exactly the target', () => {
    expect(urgencyOf(NOW - (15 * 60 - 1), NOW, bounds)).toBe('answerNow');
    expect(urgencyOf(NOW - 15 * 60, NOW, bounds)).toBe('late');
  });

  it('is late just under a day, and backlog at exactly a day', () => {
    expect(urgencyOf(NOW - (24 * 3600 - 1), NOW, bounds)).toBe('late');
    expect(urgencyOf(NOW - 24 * 3600, NOW, bounds)).toBe('backlog');
  });

  it('puts a lead created in the future (clock skew) in Answer now', () => {
    expect(urgencyOf(NOW + 3600, NOW, bounds)).toBe('answerNow');
  });
});

describe('inboxOrder', () => {
  const leads = [
    lead(1, 60),
    lead(2, 600),
    lead(3, 3600),
    lead(4, 7200),
    lead(5, 2 * 86_400),
    lead(6, 9 * 86_400),
    lead(7, 100, { funnelStageId: 2 }),
    lead(8, -30),
  ];
  const question = { rule, bounds, backlogOpen: false, backlogNewestFirst: false, nowSeconds: NOW };

  it('counts each group and lists Answer now (closest to the target first), then Late (oldest first)', () => {
    const order = inboxOrder(leads, question);
    expect(order.counts).toEqual({ answerNow: 3, late: 2, backlog: 2 });
    expect(order.ordered.map((one) => one.id)).toEqual([2, 1, 8, 4, 3]);
  });

  it('adds the backlog once opened, oldest or newest first', () => {
    expect(
      inboxOrder(leads, { ...question, backlogOpen: true })
        .ordered.map((one) => one.id)
        .slice(5),
    ).toEqual([6, 5]);
    const newest = inboxOrder(leads, { ...question, backlogOpen: true, backlogNewestFirst: true });
    expect(newest.ordered.map((one) => one.id).slice(5)).toEqual([5, 6]);
  });

  it('counts alone what the order counts, the backlog open or closed, touched leads left out', () => {
    const touched = (one: Pick<Lead, 'id'>) => one.id === 2 || one.id === 6;
    const counts = { answerNow: 2, late: 2, backlog: 1 };
    expect(inboxCounts(leads, question, touched)).toEqual(counts);
    expect(inboxOrder(leads, question, touched).counts).toEqual(counts);
    expect(inboxOrder(leads, { ...question, backlogOpen: true }, touched).counts).toEqual(counts);
    expect(inboxCounts(leads, { ...question, rule: { ...rule, everyone: true } })).toEqual({
      answerNow: 3,
      late: 2,
      backlog: 2,
    });
  });

  it('leaves out touched leads, and answers a window of rows with the counts', () => {
    const order = inboxOrder(leads, question, (one) => one.id === 2);
    expect(order.counts.answerNow).toBe(2);
    const window = inboxWindow(order, 1, 3, (one) => one);
    expect(window.leads.map((one) => one.id)).toEqual([8, 4]);
    expect(window.start).toBe(1);
    expect(window.counts).toEqual(order.counts);
  });
});
