import type { Density } from '../lib/columnPrefs';

/** Fixed row heights: rows are measured by arithmetic, never by layout, which keeps a 500-row page cheap. */
export const ROW_HEIGHTS: Readonly<Record<Density, number>> = { compact: 32, comfortable: 40 };

/**
 * Pages up to this many rows render every row: no windowing code on the first screen (15 rows). A longer page
 * renders its first rows at once (as many as a tall screen shows, in one short task: 50 rows took 50–70 ms on the
 * loaded 2-core machine, 30 take about half), and only the rows in view once the virtualiser's code has arrived
 * (VirtualRowWindow.tsx, loaded on demand).
 */
export const ALL_ROWS_UP_TO = 30;

/** The rows rendered, first to last (inclusive); the rest of the page is padding of the same height. */
export interface RowWindow {
  first: number;
  last: number;
}

/**
 * Scrolls a row into view below the sticky header row, by the rows' fixed height: one way, whether the page is
 * windowed or not (a row outside the window is not in the DOM to scroll to).
 */
export function scrollToRow(
  scroller: HTMLElement,
  index: number,
  align: 'auto' | 'center',
  rowHeight: number,
): void {
  const top = rowHeight * (index + 1);
  const view = scroller.clientHeight;
  if (align === 'center') scroller.scrollTop = top + rowHeight / 2 - view / 2;
  else if (top - rowHeight < scroller.scrollTop) scroller.scrollTop = top - rowHeight;
  else if (top + rowHeight > scroller.scrollTop + view) scroller.scrollTop = top + rowHeight - view;
}
