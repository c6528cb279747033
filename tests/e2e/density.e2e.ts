import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

/** Polls like expect.poll, with room for a loaded machine (its default gives up after one second). */
const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 15_000, interval: 100 });

const leadTable = (page: Page) => page.getByRole('table', { name: /^Leads, page/ });

/** Rows wholly on screen: inside the window and inside the table's scroll area, below its sticky header. */
function rowsFullyShown(page: Page): Promise<number> {
  return page.evaluate(() => {
    const table = document.querySelector('table');
    const scroller = table?.parentElement?.getBoundingClientRect();
    const header = table?.querySelector('thead')?.getBoundingClientRect();
    if (!scroller || !header) return 0;
    const bottom = Math.min(window.innerHeight, scroller.bottom);
    return [...document.querySelectorAll('tbody tr[aria-rowindex]')]
      .map((row) => row.getBoundingClientRect())
      .filter((row) => row.height > 0 && row.top >= header.bottom - 1 && row.bottom <= bottom + 1).length;
  });
}

/**
 * The lines of things a person sees above the table: every heading, text, link and control in the screen's main
 * area that ends above the table, grouped into lines by their vertical extent.
 */
function linesAboveTable(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tableTop = document.querySelector('table')?.getBoundingClientRect().top ?? 0;
    const shown = [...document.querySelectorAll('#main-content :is(h1, p, a, button, select, label)')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 1 && box.height > 1 && box.bottom <= tableTop)
      .sort((a, b) => a.top - b.top);
    let lines = 0;
    let lineBottom = Number.NEGATIVE_INFINITY;
    for (const box of shown) {
      if (box.top >= lineBottom - 2) {
        lines += 1;
        lineBottom = box.bottom;
      } else lineBottom = Math.max(lineBottom, box.bottom);
    }
    return lines;
  });
}

describe('the lead list at 1400 × 900', () => {
  const e2e = setupE2e();

  it('shows at least 20 whole leads under two lines (title and count; one toolbar), and remembers the row height', async () => {
    const { page, context } = await e2e.newPage({ width: 1400, height: 900 });
    await signIn(page, '/leads');
    await eventually(() => leadTable(page).getAttribute('aria-busy')).toBe('false');
    // "Mine" comes after the rows, into its own place on the toolbar line.
    await page.getByRole('button', { name: 'Mine' }).waitFor();

    expect(await rowsFullyShown(page)).toBeGreaterThanOrEqual(20);
    expect(await linesAboveTable(page)).toBe(2);
    const heading = await page.getByRole('heading', { level: 1, name: 'Leads' }).boundingBox();
    const count = await page.getByText(/^Leads: [\d,]+$/).boundingBox();
    expect(
      count && heading && count.y < heading.y + heading.height && count.y + count.height > heading.y,
    ).toBe(true);

    // Comfortable rows, chosen once, stay chosen on the next visit.
    const compact = page.getByRole('button', { name: 'Compact rows' });
    expect(await compact.getAttribute('aria-pressed')).toBe('true');
    const rowHeight = async () =>
      (await leadTable(page).locator('tbody tr').first().boundingBox())?.height ?? 0;
    expect(await rowHeight()).toBeLessThanOrEqual(34);
    await compact.click();
    await eventually(rowHeight).toBeGreaterThanOrEqual(38);
    await page.reload();
    await eventually(() => leadTable(page).getAttribute('aria-busy')).toBe('false');
    expect(await page.getByRole('button', { name: 'Compact rows' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(await rowHeight()).toBeGreaterThanOrEqual(38);
    await context.close();
  });
});
