import type { InboxCounts, UrgencyGroup } from '../queries';

/** One line of the inbox's windowed list: a group's heading, or a waiting lead (its place in the inbox's order). */
export type InboxItem =
  | { kind: 'heading'; group: UrgencyGroup }
  | { kind: 'lead'; group: UrgencyGroup; row: number };

export interface InboxLayout {
  /** Lines in all: three headings and the rows one can scroll to (the backlog's only when open). */
  count: number;
  /** Rows (leads) one can scroll to. */
  rows: number;
  itemAt(index: number): InboxItem;
  /** The line of a lead's row. */
  lineOfRow(row: number): number;
}

/**
 * The inbox's lines: "Answer now" and its rows, "Late" and its rows, "Backlog" and, when open, its rows. Plain
 * arithmetic on the counts, so 100,000 rows cost nothing until they are in view.
 */
export function inboxLayout(counts: InboxCounts, backlogOpen: boolean): InboxLayout {
  const sizes: Record<UrgencyGroup, number> = {
    answerNow: counts.answerNow,
    late: counts.late,
    backlog: backlogOpen ? counts.backlog : 0,
  };
  const groups: UrgencyGroup[] = ['answerNow', 'late', 'backlog'];
  const rows = sizes.answerNow + sizes.late + sizes.backlog;
  return {
    count: rows + groups.length,
    rows,
    itemAt(index) {
      let line = index;
      let row = 0;
      for (const group of groups) {
        if (line === 0) return { kind: 'heading', group };
        line -= 1;
        if (line < sizes[group]) return { kind: 'lead', group, row: row + line };
        line -= sizes[group];
        row += sizes[group];
      }
      throw new RangeError(`line ${index} is past the inbox's ${rows + groups.length}`);
    },
    lineOfRow(row) {
      let headings = 1;
      let before = 0;
      for (const group of groups) {
        if (row < before + sizes[group]) return row + headings;
        before += sizes[group];
        headings += 1;
      }
      return row + headings - 1;
    },
  };
}
