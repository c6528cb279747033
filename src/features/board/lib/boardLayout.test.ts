import { describe, expect, it } from 'vitest';
import { LeadSchema } from '@/api/schemas/lead';
import type { StageColumn } from '@/features/quickFind';
import { wireLead } from '../../../../tests/support/leadFixtures';
import { applyMoves, splitOutcomes } from './boardLayout';

const lead = (id: number, funnelStageId: number | null, cost: number | null) =>
  LeadSchema.parse(wireLead({ id, funnelStageId, cost }));

const column = (stageId: number | null, leads: ReturnType<typeof lead>[]): StageColumn => ({
  stageId,
  leads,
  count: leads.length,
  costSum: leads.reduce((sum, entry) => sum + (entry.cost ?? 0), 0),
});

describe('applyMoves', () => {
  const columns = [
    column(1, [lead(1, 1, 100), lead(2, 1, 20)]),
    column(2, [lead(3, 2, null)]),
    column(null, []),
  ];

  it('moves a card to the head of its new column, with counts and sums following', () => {
    const moved = applyMoves(columns, new Map([[2, { lead: lead(2, 2, 20), stageId: 2 }]]));
    expect(moved.map((entry) => [entry.stageId, entry.count, entry.costSum])).toEqual([
      [1, 1, 100],
      [2, 2, 20],
      [null, 0, 0],
    ]);
    expect(moved[1]?.leads.map((entry) => entry.id)).toEqual([2, 3]);
    // The index's columns are left as they were.
    expect(columns[0]?.count).toBe(2);
    expect(columns[1]?.leads).toHaveLength(1);
  });

  it("keeps a column's whole count when only its first cards were sent", () => {
    const sent = [
      { ...column(1, [lead(1, 1, 100), lead(2, 1, 20)]), count: 463, costSum: 5000 },
      column(2, []),
    ];
    const moved = applyMoves(sent, new Map([[2, { lead: lead(2, 2, 20), stageId: 2 }]]));
    expect(moved.map((entry) => [entry.count, entry.costSum])).toEqual([
      [462, 4980],
      [1, 20],
    ]);
  });

  it('sends a move to an unknown stage to "No stage", and ignores leads outside the columns', () => {
    const moved = applyMoves(
      columns,
      new Map([
        [1, { lead: lead(1, 77, 100), stageId: 77 }],
        [9, { lead: lead(9, 2, 5), stageId: 2 }],
      ]),
    );
    expect(moved.map((entry) => entry.count)).toEqual([1, 1, 1]);
    expect(moved[2]?.costSum).toBe(100);
  });
});

describe('splitOutcomes', () => {
  it('puts won and lost after the steps and "No stage", won before lost, whatever the catalog order', () => {
    const outcomes: Record<number, 'won' | 'lost'> = { 7: 'lost', 6: 'won' };
    const outcomeOf = (stageId: number | null) => (stageId === null ? null : (outcomes[stageId] ?? null));
    const { steps, outcomes: ends } = splitOutcomes(
      [column(7, []), column(1, []), column(6, []), column(2, []), column(null, [])],
      outcomeOf,
    );
    expect(steps.map((entry) => entry.stageId)).toEqual([1, 2, null]);
    expect(ends.map((entry) => entry.stageId)).toEqual([6, 7]);
  });

  it('has no outcomes when the catalog marks none: the board is as before', () => {
    const { steps, outcomes } = splitOutcomes([column(1, []), column(null, [])], () => null);
    expect(steps.map((entry) => entry.stageId)).toEqual([1, null]);
    expect(outcomes).toEqual([]);
  });
});
