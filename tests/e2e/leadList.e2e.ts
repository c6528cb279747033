import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../src/features/leadFilters/lib/listSearch';
import { axeViolations, signIn } from './support/browser';
import { isListAsk, leadPageAsk } from './support/leadRequests';
import { setupE2e } from './support/setup';

const DAY = 86_400;
const MOSCOW_OFFSET = 3 * 3600; // newPage() runs the e2e.browser in Europe/Moscow, which has no DST.

/** `YYYY-MM-DD` of the Moscow calendar day `daysAgo` days before today. */
function moscowDay(daysAgo: number): string {
  return new Date((Math.floor(Date.now() / 1000) + MOSCOW_OFFSET - daysAgo * DAY) * 1000)
    .toISOString()
    .slice(0, 10);
}
const moscowMidnight = (day: string) => Date.parse(`${day}T00:00:00+03:00`) / 1000;

/** The "Created" cell as en-US shows it (`11/23/26, 1:13 AM`) back to a Moscow `YYYY-MM-DD`. */
function shownDay(text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}),/.exec(text.trim());
  if (!match) throw new Error(`unexpected date cell: ${text}`);
  const [, month, day, year] = match;
  return `20${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

/** Polls like expect.poll, with room for a loaded machine (its default gives up after one second). */
const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 15_000, interval: 100 });

const leadTable = (page: Page) => page.getByRole('table', { name: /^Leads, page/ });
const bodyRows = (page: Page) => leadTable(page).locator('tbody tr[aria-rowindex]');

/** The list's own `GET /api/lead`s at a page size (the local index reads the same endpoint, 500 a page). */
function listRequests(page: Page, perPage: number): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    if (isListAsk(leadPageAsk(request), perPage)) seen.push(new URL(request.url()));
  });
  return seen;
}

describe('the lead list', () => {
  const e2e = setupE2e();

  it('sends the chosen range as Moscow-day bounds and shows only leads inside it', async () => {
    const { page, context } = await e2e.newPage();
    const requests = listRequests(page, DEFAULT_PAGE_SIZE);
    await signIn(page, '/leads');
    await bodyRows(page).first().waitFor();

    const from = moscowDay(10);
    const to = moscowDay(3);
    await page.getByLabel(/^Created/).selectOption('custom');
    await page.getByRole('textbox', { name: 'From date' }).fill(from);
    // By role: the index status button's label ends "Up to date", which a label search for "To date" also finds.
    await page.getByRole('textbox', { name: 'To date' }).fill(to);
    await page.getByRole('button', { name: 'Apply' }).click();

    const expectedFrom = String(moscowMidnight(from));
    const expectedTo = String(moscowMidnight(to) + DAY - 1);
    await eventually(() => requests.some((url) => url.searchParams.get('dtCreate[0]') === expectedFrom)).toBe(
      true,
    );
    const sent = requests.find((url) => url.searchParams.get('dtCreate[0]') === expectedFrom);
    expect(sent?.searchParams.get('dtCreate[1]')).toBe(expectedTo);
    expect(sent?.searchParams.get('page')).toBe('1');
    await eventually(() => page.url()).toContain(`from=${from}`);

    await page.getByLabel('Rows per page').selectOption('100');
    await eventually(() => page.url()).toContain('perPage=100');
    await eventually(async () => (await leadTable(page).getAttribute('aria-busy')) === 'false').toBe(true);
    const createdColumn = await leadTable(page)
      .getByRole('columnheader')
      .evaluateAll((headers) => headers.findIndex((header) => header.textContent?.startsWith('Created')));
    const days = await bodyRows(page).evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''),
      createdColumn,
    );
    expect(days.length).toBeGreaterThan(5);
    for (const text of days) {
      const day = shownDay(text);
      expect(day >= from && day <= to, `${text} within ${from}…${to}`).toBe(true);
    }
    await context.close();
  });

  it('pages through the list, prefetching the next page, and walks back through views', async () => {
    const { page, context } = await e2e.newPage();
    const requests = listRequests(page, DEFAULT_PAGE_SIZE);
    await signIn(page, '/leads');
    await eventually(() => leadTable(page).getAttribute('aria-rowcount')).toBe(String(DEFAULT_PAGE_SIZE + 1));
    // The next page is asked for before anyone clicks.
    await eventually(() => requests.some((url) => url.searchParams.get('page') === '2')).toBe(true);
    const firstId = await bodyRows(page).first().locator('td').nth(1).textContent();

    await page.getByRole('link', { name: 'Next page' }).click();
    await eventually(() => page.url()).toContain('page=2');
    await leadTable(page)
      .and(page.getByRole('table', { name: /page 2 of/ }))
      .waitFor();
    await eventually(() => bodyRows(page).first().locator('td').nth(1).textContent()).not.toBe(firstId);
    expect(await bodyRows(page).first().getAttribute('aria-rowindex')).toBe(String(DEFAULT_PAGE_SIZE + 2));

    await page.getByLabel('Rows per page').selectOption('500');
    await eventually(() => leadTable(page).getAttribute('aria-rowcount')).toBe('501');
    expect(page.url()).not.toContain('page=2');

    // Keyboard across a windowed 500-row page: End reaches the last row, PageUp brings a row back into view
    // below the sticky header, not under it.
    const focusedRowIndex = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex') ?? null);
    await bodyRows(page).first().focus();
    await page.keyboard.press('End');
    await eventually(focusedRowIndex).toBe('501');
    await page.keyboard.press('PageUp');
    await eventually(focusedRowIndex).not.toBe('501');
    const uncovered = await page.evaluate(() => {
      const row = document.activeElement?.getBoundingClientRect();
      const header = document.querySelector('thead')?.getBoundingClientRect();
      return row && header ? row.top >= header.bottom - 1 : false;
    });
    expect(uncovered).toBe(true);
    await page.keyboard.press('Home');
    await eventually(focusedRowIndex).toBe('2');

    await page.getByRole('link', { name: 'Last page' }).click();
    await eventually(() => page.url()).toContain('page=10');
    await page.goBack();
    await eventually(() => page.url()).not.toContain('page=10');
    await page.goBack();
    await eventually(() => page.url()).toContain('page=2');
    await eventually(() => leadTable(page).getAttribute('aria-rowcount')).toBe(
      String(2 * DEFAULT_PAGE_SIZE + 1),
    );

    // Keyboard: arrows move between rows, Enter opens the lead.
    await bodyRows(page).first().focus();
    await page.keyboard.press('ArrowDown');
    const secondId = await bodyRows(page).nth(1).locator('td').nth(1).textContent();
    await page.keyboard.press('Enter');
    await eventually(() => page.url()).toContain(`/leads/${secondId?.trim()}`);

    // A link past the end lands on the last page.
    await page.goto('/leads?page=99999&perPage=500');
    await eventually(() => page.url()).toContain('page=10');
    await context.close();
  });

  it('remembers the chosen columns across a reload', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads');
    await bodyRows(page).first().waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose columns' });
    await dialog.getByRole('checkbox', { name: 'Show E-mail' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Show City' }).check();
    await dialog.getByRole('button', { name: 'Move Duplicates up' }).click();
    await page.keyboard.press('Escape');

    const headers = () => leadTable(page).getByRole('columnheader').allTextContents();
    await eventually(headers).toContain('City');
    expect(await headers()).not.toContain('E-mail');
    await page.reload();
    await bodyRows(page).first().waitFor();
    const after = await headers();
    expect(after).toContain('City');
    expect(after).not.toContain('E-mail');
    expect(after.indexOf('Duplicates')).toBeLessThan(after.indexOf('Cost'));
    await context.close();
  });

  it('exports the filtered range to a CSV with a BOM, a header and every lead', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads?preset=last30');
    await bodyRows(page).first().waitFor();
    const totalText = await page.getByText(/^Leads: [\d,]+$/).textContent();
    const total = Number(totalText?.replace('Leads: ', '').replaceAll(',', ''));
    expect(total).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Import / export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export to CSV' }).click(),
    ]);
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(
      lines[0]?.startsWith('ID,Name,Phone,E-mail,Source,Funnel stage,Owner,Created,Cost,Duplicates'),
    ).toBe(true);
    expect(lines.length - 1).toBe(total);
    await eventually(() =>
      page
        .getByRole('status')
        .filter({ hasText: `Leads exported: ${total.toLocaleString('en')}.` })
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('has no axe violations, with the custom range open; the per-day chart is a link to the dashboard', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads?preset=last7');
    await bodyRows(page).first().waitFor();
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    // The chart moved to the dashboard; the link opens it on the same range.
    const chartLink = page.getByRole('link', { name: /^Leads per day and other charts/ });
    expect(await chartLink.getAttribute('href')).toBe('/dashboard?preset=last7');
    await page.getByLabel(/^Created/).selectOption('custom');
    await page.getByLabel('From date').waitFor();
    // The shell (header, navigation) belongs to another screen's tests; this one answers for the list itself.
    const violations = await axeViolations(page);
    const inList: string[] = [];
    for (const violation of violations) {
      for (const node of violation.nodes) {
        const selector = node.target.join(' ');
        const inside = await page.evaluate(
          (target) => Boolean(document.querySelector(target)?.closest('#main-content')),
          selector,
        );
        if (inside) inList.push(`${violation.id}: ${selector}`);
      }
    }
    expect(inList).toEqual([]);
    await context.close();
  });
});
