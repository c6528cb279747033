import { describe, expect, it } from 'vitest';
import type { Lead } from '../api/schemas/lead';
import { firstTouchFigures, firstTouchOf, percentile } from './firstTouch';
import type { SeenChange } from './history';

const T0 = 1_700_000_000;

function lead(id: number, changes: Partial<Lead> = {}): Lead {
  return { id, dtCreate: T0, funnelStageId: 1, userIdOwner: null, sourceId: 10, ...changes } as Lead;
}

function change(partial: Partial<SeenChange>): SeenChange {
  return {
    field: 'userIdOwner',
    from: null,
    to: 7,
    dtUpdate: null,
    seenAt: (T0 + 600) * 1000,
    exact: true,
    ...partial,
  };
}

describe('firstTouchOf', () => {
  it('takes the save time of a change made in the app', () => {
    expect(firstTouchOf(lead(1), [change({ seenAt: (T0 + 300) * 1000 })], 1)).toEqual({
      seconds: 300,
      exact: true,
    });
  });

  it("takes the lead's dtUpdate for a change seen by a sync, and marks it approximate", () => {
    const touch = firstTouchOf(
      lead(1),
      [change({ field: 'funnelStageId', from: 1, to: 2, exact: false, dtUpdate: T0 + 900 })],
      1,
    );
    expect(touch).toEqual({ seconds: 900, exact: false });
  });

  it('ignores stage moves that are not off the first stage, and never goes negative', () => {
    expect(firstTouchOf(lead(1), [change({ field: 'funnelStageId', from: 3, to: 4 })], 1)).toBeNull();
    expect(firstTouchOf(lead(1), [change({ seenAt: (T0 - 50) * 1000 })], 1)?.seconds).toBe(0);
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(values, 0.5)).toBe(5);
    expect(percentile(values, 0.9)).toBe(9);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe('firstTouchFigures', () => {
  it('gives median and p90 by owner and source, and counts the leads still waiting', () => {
    const leads = [
      lead(1, { userIdOwner: 7 }),
      lead(2, { userIdOwner: 7 }),
      lead(3, { userIdOwner: 8, sourceId: 11 }),
      lead(4),
      lead(5, { funnelStageId: 5, userIdOwner: 8 }),
    ];
    const history = new Map<number, SeenChange[]>([
      [1, [change({ seenAt: (T0 + 60) * 1000 })]],
      [2, [change({ seenAt: (T0 + 180) * 1000 })]],
      [3, [change({ to: 8, exact: false, dtUpdate: T0 + 3600 })]],
    ]);
    const figures = firstTouchFigures(
      leads,
      (id) => history.get(id) ?? [],
      1,
      (item) => item.funnelStageId === 1,
    );
    expect(figures.touched).toBe(3);
    expect(figures.stillWaiting).toBe(1);
    expect(figures.approximate).toBe(true);
    expect(figures.byOwner).toEqual([
      { key: 7, touched: 2, medianSeconds: 60, p90Seconds: 180, approximate: false },
      { key: 8, touched: 1, medianSeconds: 3600, p90Seconds: 3600, approximate: true },
    ]);
    expect(figures.bySource.map((row) => row.key)).toEqual([10, 11]);
  });
});
