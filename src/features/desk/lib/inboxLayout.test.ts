import { describe, expect, it } from 'vitest';
import { inboxLayout } from './inboxLayout';

describe('inboxLayout', () => {
  const counts = { answerNow: 2, late: 1, backlog: 3 };

  it('puts each group under its heading, the backlog only once opened', () => {
    const closed = inboxLayout(counts, false);
    expect(closed.count).toBe(6);
    expect(closed.rows).toBe(3);
    expect([0, 1, 2, 3, 4, 5].map((line) => closed.itemAt(line))).toEqual([
      { kind: 'heading', group: 'answerNow' },
      { kind: 'lead', group: 'answerNow', row: 0 },
      { kind: 'lead', group: 'answerNow', row: 1 },
      { kind: 'heading', group: 'late' },
      { kind: 'lead', group: 'late', row: 2 },
      { kind: 'heading', group: 'backlog' },
    ]);
    const open = inboxLayout(counts, true);
    expect(open.count).toBe(9);
    expect(open.itemAt(8)).toEqual({ kind: 'lead', group: 'backlog', row: 5 });
  });

  it('finds the line of a row across the headings', () => {
    const open = inboxLayout(counts, true);
    expect([0, 1, 2, 3, 5].map((row) => open.lineOfRow(row))).toEqual([1, 2, 4, 6, 8]);
    for (let row = 0; row < open.rows; row += 1) {
      expect(open.itemAt(open.lineOfRow(row))).toMatchObject({ kind: 'lead', row });
    }
  });

  it('keeps the headings of empty groups', () => {
    const empty = inboxLayout({ answerNow: 0, late: 0, backlog: 0 }, true);
    expect(empty.count).toBe(3);
    expect(empty.itemAt(2)).toEqual({ kind: 'heading', group: 'backlog' });
  });
});
