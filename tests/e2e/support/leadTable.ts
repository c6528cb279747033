import type { Page } from 'playwright-core';

// Where the lead list's table is, its rows, and its sideways scroll: what the list's browser tests look at.

export const leadTable = (page: Page) => page.getByRole('table', { name: /^Leads, page/ });

/** The table's lead rows (the header row and a loading skeleton's rows have no row index of their own). */
export const leadRows = (page: Page) => leadTable(page).locator('tbody tr[aria-rowindex]');

export const tableScrollLeft = (page: Page) =>
  leadTable(page).evaluate((table) => (table.parentElement as HTMLElement).scrollLeft);

/** Scrolls the table to its last columns, as a person reading them does; resolves to the offset it reached. */
export const scrollTableToEnd = (page: Page) =>
  leadTable(page).evaluate((table) => {
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollLeft = scroller.scrollWidth;
    return scroller.scrollLeft;
  });
