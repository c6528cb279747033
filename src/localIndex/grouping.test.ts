import { describe, expect, it } from 'vitest';
import {
  BOARD_CARDS_PER_COLUMN,
  breakdownBy,
  dashboardFigures,
  groupByStage,
  previousPeriod,
  totalsOf,
} from './grouping';
import { makeLead } from './testing/fakeCrm';

const lead = (id: number, funnelStageId: number | null, cost: number | null, otherCount = 0) =>
  makeLead(id, { funnelStageId, cost, otherCount });

describe('groupByStage', () => {
  it('puts leads in catalog order with count and cost, and empty or unknown stages in "No stage"', () => {
    const leads = [lead(1, 2, 100), lead(2, 1, 50), lead(3, 2, null), lead(4, null, 10), lead(5, 99, 5)];
    const columns = groupByStage(leads, [1, 2, 3]);
    expect(columns.map((column) => [column.stageId, column.count, column.costSum])).toEqual([
      [1, 1, 50],
      [2, 2, 100],
      [3, 0, 0],
      [null, 2, 15],
    ]);
    expect(columns[1]?.leads.map((entry) => entry.id)).toEqual([1, 3]);
  });

  it('counts and sums every lead but sends only the first cards of each column, as many as asked', () => {
    const leads = Array.from({ length: 250 }, (_, index) => lead(index + 1, index % 2 ? 1 : null, 10));
    const columns = groupByStage(leads, [1], { 1: 120 });
    expect(
      columns.map((column) => [column.stageId, column.count, column.costSum, column.leads.length]),
    ).toEqual([
      [1, 125, 1250, 120],
      [null, 125, 1250, BOARD_CARDS_PER_COLUMN],
    ]);
    expect(columns[0]?.leads[0]?.id).toBe(2);
  });
});

describe('breakdownBy and totalsOf', () => {
  it('counts by a field, most first, empty last, with the cost of each group', () => {
    const leads = [
      makeLead(1, { sourceId: 2, cost: 10 }),
      makeLead(2, { sourceId: null, cost: 1 }),
      makeLead(3, { sourceId: 2, cost: null }),
      makeLead(4, { sourceId: 1, cost: 4 }),
      makeLead(5, { sourceId: null, cost: 2 }),
    ];
    expect(breakdownBy(leads, 'sourceId')).toEqual([
      { id: 2, count: 2, costSum: 10 },
      { id: null, count: 2, costSum: 3 },
      { id: 1, count: 1, costSum: 4 },
    ]);
  });

  it('counts large and negative ids as it counts small ones', () => {
    const leads = [70_000, 3, 70_000, -1, 3, 70_000, null].map((userIdOwner, index) =>
      makeLead(index + 1, { userIdOwner, cost: 1 }),
    );
    expect(breakdownBy(leads, 'userIdOwner')).toEqual([
      { id: 70_000, count: 3, costSum: 3 },
      { id: 3, count: 2, costSum: 2 },
      { id: -1, count: 1, costSum: 1 },
      { id: null, count: 1, costSum: 1 },
    ]);
  });

  it('averages the cost over leads that have one, and shares duplicates over all', () => {
    // Costs 100 + 50 over two costed leads = 75; one of four has duplicates = 25 %.
    const totals = totalsOf([lead(1, 1, 100), lead(2, 1, 50, 3), lead(3, 1, null), lead(4, 1, null)]);
    expect(totals).toEqual({ count: 4, costSum: 150, costAverage: 75, duplicateShare: 0.25 });
    expect(totalsOf([])).toEqual({ count: 0, costSum: 0, costAverage: null, duplicateShare: 0 });
  });
});

describe('previousPeriod', () => {
  it('is the same length, ending a second before the range starts', () => {
    expect(previousPeriod({ createdFrom: 1000, createdTo: 1099 })).toEqual({
      createdFrom: 900,
      createdTo: 999,
    });
    expect(previousPeriod({ createdFrom: 1000 })).toBeNull();
  });
});

describe('dashboardFigures', () => {
  it('puts leads with no known stage outside the funnel and compares with the previous period', () => {
    const day = Date.parse('2026-11-17T12:00:00+03:00') / 1000;
    const leads = [
      makeLead(1, { funnelStageId: 1, dtCreate: day }),
      makeLead(2, { funnelStageId: 2, dtCreate: day }),
      makeLead(3, { funnelStageId: null, dtCreate: day + 86_400 }),
    ];
    const figures = dashboardFigures(leads, [makeLead(9, {})], {
      bounds: { createdFrom: day - 43_200, createdTo: day + 2 * 86_400 - 43_201 },
      stages: [
        { id: 1, outcome: null },
        { id: 2, outcome: null },
      ],
      timeZone: 'Europe/Moscow',
      now: new Date('2026-11-20T00:00:00Z'),
    });
    expect(figures.withoutStage).toBe(1);
    expect(figures.funnel.steps.map((step) => [step.stageId, step.reached, step.share])).toEqual([
      [1, 2, 1],
      [2, 1, 0.5],
    ]);
    expect(figures.perDay).toEqual([
      { day: '2026-11-17', count: 2 },
      { day: '2026-11-18', count: 1 },
    ]);
    expect(figures.previous?.count).toBe(1);
  });
});
