import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../src/features/leadFilters/lib/listSearch';
import { DEMO, signIn } from './support/browser';
import { leadRows, leadTable, scrollTableToEnd, tableScrollLeft } from './support/leadTable';
import { setupE2e } from './support/setup';

// Issue 18, "The list": each test here failed before its fix.

/** Polls like expect.poll, with room for a loaded machine (its default gives up after one second). */
const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 15_000, interval: 100 });

const focusedRowIndex = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex') ?? null);

/** Whether the focused row's first two cells (ID, Name) are inside the table's visible box. */
function identityInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const row = document.activeElement?.closest('tr');
    const scroller = row?.closest('table')?.parentElement;
    if (!row || !scroller) return false;
    const box = scroller.getBoundingClientRect();
    return [...row.querySelectorAll('td')].slice(0, 2).every((cell) => {
      const rect = cell.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    });
  });
}

describe('the lead list, as a new user found it (issue 18)', () => {
  const e2e = setupE2e();

  it('commits the date range and the filters together, however fast Apply follows the last change', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads');
    await leadRows(page).first().waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Авито' }).click();
    await page.keyboard.press('Escape');
    // A slow machine: the address catches up with the changes later than the person clicks.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    await page.getByLabel(/^Created/).selectOption('thisMonth');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await eventually(() => new URL(page.url()).searchParams.get('source')).toBe('3');
    await eventually(() => new URL(page.url()).searchParams.get('preset')).toBe('thisMonth');
    expect(await page.getByLabel(/^Created/).inputValue()).toBe('thisMonth');
    await context.close();
  });

  it('fits the default columns in 1280 and 1400 px, long values whole on hover', async () => {
    for (const width of [1280, 1400]) {
      const { page, context } = await e2e.newPage({ width, height: 900 });
      await signIn(page, '/leads');
      await leadRows(page).first().waitFor();
      const overflow = await leadTable(page).evaluate((table) => {
        const scroller = table.parentElement as HTMLElement;
        return {
          table: scroller.scrollWidth - scroller.clientWidth,
          page: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(overflow, `at ${width} px`).toEqual({ table: 0, page: 0 });
      const headers = await leadTable(page).getByRole('columnheader').allTextContents();
      expect(headers).toEqual(expect.arrayContaining(['ID', 'Name', 'Created', 'Cost', 'Duplicates']));
      // Every non-empty name cell carries its whole text for the pointer.
      const names = await leadRows(page).evaluateAll((rows) =>
        rows.map((row) => {
          const cell = row.querySelectorAll('td')[1];
          return { text: cell?.textContent ?? '', title: cell?.getAttribute('title') ?? '' };
        }),
      );
      for (const name of names.filter((each) => each.title !== '')) expect(name.text).toBe(name.title);
      expect(names.some((name) => name.title !== '')).toBe(true);
      await context.close();
    }
  });

  it('keeps ID and Name in view while arrows move the row and a sort reorders it, and never scrolls sideways on its own', async () => {
    // Narrow enough that the table scrolls sideways.
    const { page, context } = await e2e.newPage({ width: 1000, height: 800 });
    await signIn(page, '/leads');
    await leadRows(page).first().waitFor();
    await leadRows(page).first().focus();
    // The person scrolls right to read the last columns.
    const scrolledTo = await scrollTableToEnd(page);
    expect(scrolledTo).toBeGreaterThan(0);
    const scrollLeft = () => tableScrollLeft(page);

    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'End', 'PageUp', 'Home']) {
      await page.keyboard.press(key);
    }
    await eventually(() => focusedRowIndex(page)).toBe('2');
    expect(await scrollLeft()).toBe(scrolledTo);
    expect(await identityInView(page)).toBe(true);

    await leadTable(page)
      .getByRole('button', { name: /by Cost$/ })
      .click();
    await eventually(() =>
      leadTable(page).getByRole('columnheader', { name: /Cost/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
    // The sorted rows come from the local copy: wait until they are shown before moving through them.
    await eventually(() => leadTable(page).getAttribute('aria-busy')).toBe('false');
    await leadRows(page).first().focus();
    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedRowIndex(page)).not.toBeNull();
    expect(await identityInView(page)).toBe(true);
    expect(await scrollLeft()).toBe(scrolledTo);
    await context.close();
  });

  it('after sign-in focus is on the heading, one key reaches the first row, and the skip link reaches the table', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/leads');
    await page.getByLabel('E-mail').fill(DEMO.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
    await page.getByRole('textbox', { name: 'Password' }).press('Enter');
    await leadRows(page).first().waitFor();
    await eventually(() =>
      page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`),
    ).toBe('H1 Leads');

    await page.keyboard.press('j');
    await eventually(() => focusedRowIndex(page)).toBe('2');

    // A fresh load: the first Tab is the skip link, and it lands in the table.
    await page.reload();
    await leadRows(page).first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Skip to/);
    await page.keyboard.press('Enter');
    await eventually(() => focusedRowIndex(page)).toBe('2');

    // Every route change puts focus on the new page's heading, not on the body.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/leads\/\d+$/);
    await eventually(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await context.close();
  });

  it('"← All leads" returns to the list as it was left: filters, page and the row', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads?preset=last30&page=2');
    await leadRows(page).first().waitFor();
    await leadRows(page).first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // The header row, a whole first page, then the third row of the second.
    await eventually(() => focusedRowIndex(page)).toBe(String(DEFAULT_PAGE_SIZE + 4));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/leads\/\d+$/);
    await page.getByRole('link', { name: /All leads/ }).click();
    // The address as the person left it (an order of parameters of their own is kept, not rewritten).
    await eventually(() => new URL(page.url()).search).toBe('?preset=last30&page=2');
    await eventually(() => focusedRowIndex(page)).toBe(String(DEFAULT_PAGE_SIZE + 4));
    await context.close();
  });

  it('replaces garbage in the address with what the list shows', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads?page=-1&perPage=abc&preset=zzz');
    await leadRows(page).first().waitFor();
    await eventually(() => new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('shows one card per lead on a phone, with a call link, and no keyboard hints where there is no keyboard', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.app.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      timezoneId: 'Europe/Moscow',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, '/leads');
    const cards = page.getByRole('list', { name: /^Leads, page/ }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const first = cards.first();
    expect(await first.getByRole('link').first().getAttribute('href')).toMatch(/^\/leads\/\d+$/);
    const phones = page.getByRole('list', { name: /^Leads, page/ }).locator('a[href^="tel:"]');
    expect(await phones.count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await page.getByText(/Press \//).isVisible()).toBe(false);
    expect(await page.getByText('Ctrl K').isVisible()).toBe(false);
    await context.close();
  });
});
