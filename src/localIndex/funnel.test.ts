import { describe, expect, it } from 'vitest';
import { type FunnelStage, funnelOf, lostFromSeenChanges, stagesInFunnelOrder } from './funnel';

/** Leads by stage: `[stageId, how many]`, ids counted up from 1. */
function leadsAt(...groups: [number, number][]): { id: number; funnelStageId: number }[] {
  const leads: { id: number; funnelStageId: number }[] = [];
  for (const [funnelStageId, count] of groups)
    for (let n = 0; n < count; n += 1) leads.push({ id: leads.length + 1, funnelStageId });
  return leads;
}

const plain: FunnelStage[] = [
  { id: 10, outcome: null },
  { id: 20, outcome: null },
  { id: 30, outcome: null },
];

// The sandbox's shape: steps, then Успешно (won) and Отказ (lost), lost listed last.
const withOutcomes: FunnelStage[] = [
  { id: 1, outcome: null },
  { id: 2, outcome: null },
  { id: 3, outcome: null },
  { id: 6, outcome: 'won' },
  { id: 7, outcome: 'lost' },
];

describe('funnelOf without outcomes in the catalog', () => {
  it('counts a lead as having reached every stage up to its own, and knows no conversion', () => {
    // Stages 10 → 20 → 30 hold 5, 3 and 2 leads: 10 entered, 5 reached the second stage, 2 the third.
    const funnel = funnelOf(leadsAt([10, 5], [20, 3], [30, 2]), plain);
    expect(funnel.steps.map((step) => [step.stageId, step.count, step.reached, step.share])).toEqual([
      [10, 5, 10, 1],
      [20, 3, 5, 0.5],
      [30, 2, 2, 0.2],
    ]);
    expect(funnel.hasOutcomes).toBe(false);
    expect(funnel.conversion).toBeNull();
    expect(funnel.lost).toEqual({ stages: [], count: 0, fromUnknownStage: 0 });
  });

  it('leaves out a lead with no stage or one the catalog does not know', () => {
    const outside = [
      { id: 90, funnelStageId: null },
      { id: 91, funnelStageId: 99 },
    ];
    const funnel = funnelOf([...leadsAt([10, 2], [20, 1]), ...outside], plain);
    expect(funnel.entered).toBe(3);
    expect(funnel.steps.map((step) => [step.stageId, step.reached])).toEqual([
      [10, 3],
      [20, 1],
      [30, 0],
    ]);
  });

  it('gives shares of 0, not NaN, when no lead has a stage', () => {
    expect(funnelOf([], plain).steps.map((step) => step.share)).toEqual([0, 0, 0]);
  });
});

describe('funnelOf with won and lost stages', () => {
  it('never counts a lost lead as progress: lost leads leave the funnel, not reach its end', () => {
    // 4 new, 3 in work, 2 qualified, 1 won, 10 lost (stage before the loss unknown): 20 entered.
    const funnel = funnelOf(leadsAt([1, 4], [2, 3], [3, 2], [6, 1], [7, 10]), withOutcomes);
    expect(funnel.steps.map((step) => [step.stageId, step.outcome, step.count, step.reached])).toEqual([
      [1, null, 4, 20],
      [2, null, 3, 6],
      [3, null, 2, 3],
      [6, 'won', 1, 1],
    ]);
    expect(funnel.steps.map((step) => step.stageId)).not.toContain(7);
    expect(funnel.entered).toBe(20);
    expect(funnel.won).toBe(1);
    expect(funnel.conversion).toBe(0.05);
    expect(funnel.lost).toEqual({ stages: [{ stageId: 7, count: 10 }], count: 10, fromUnknownStage: 10 });
  });

  it('counts a lead lost from a known stage as having reached that stage and no further', () => {
    // Leads 1–2 at stage 1, lead 3 won, leads 4–6 lost: 4 from stage 2, 5 from stage 3, 6 from nowhere known.
    const lostFrom = (id: number) => ({ 4: 2, 5: 3 })[id] ?? null;
    const funnel = funnelOf(leadsAt([1, 2], [6, 1], [7, 3]), withOutcomes, lostFrom);
    expect(funnel.steps.map((step) => [step.stageId, step.reached, step.lostHere])).toEqual([
      [1, 6, 0],
      [2, 3, 1],
      [3, 2, 1],
      [6, 1, 0],
    ]);
    expect(funnel.steps.map((step) => step.share)).toEqual([1, 0.5, 2 / 6, 1 / 6]);
    expect(funnel.lost.fromUnknownStage).toBe(1);
  });

  it('puts won and lost stages after the steps, whatever their place in the catalog', () => {
    const catalog: FunnelStage[] = [
      { id: 7, outcome: 'lost' },
      { id: 1, outcome: null },
      { id: 6, outcome: 'won' },
      { id: 2, outcome: null },
    ];
    expect(stagesInFunnelOrder(catalog).map((stage) => stage.id)).toEqual([1, 2, 6, 7]);
    expect(funnelOf(leadsAt([2, 1]), catalog).steps.map((step) => step.stageId)).toEqual([1, 2, 6]);
  });

  it('reads the stage a lead was lost from in the stage changes this browser saw', () => {
    const seen: Record<number, { field: string; from: number | null; to: number | null }[]> = {
      1: [
        { field: 'funnelStageId', from: 1, to: 2 },
        { field: 'userIdOwner', from: 4, to: 5 },
        { field: 'funnelStageId', from: 2, to: 7 },
      ],
    };
    const lostFrom = lostFromSeenChanges((id) => seen[id] ?? []);
    expect(lostFrom(1)).toBe(2);
    expect(lostFrom(2)).toBeNull();
    const funnel = funnelOf(leadsAt([7, 2]), withOutcomes, lostFrom);
    expect(funnel.steps.map((step) => step.lostHere)).toEqual([0, 1, 0, 0]);
    expect(funnel.lost.fromUnknownStage).toBe(1);
  });
});
