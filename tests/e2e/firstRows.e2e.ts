import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../src/features/leadFilters/lib/listSearch';
import { signIn } from './support/browser';
import { requestedBeforeFirstRow, watchFirstRow } from './support/firstRowsRequests';
import { watchNetwork } from './support/network';
import { setupE2e } from './support/setup';

/**
 * Issue 21: what the browser itself asks for before the list's first rows, gzip. The CSS is at its target; the
 * JS target is 150 KB, and the entry chunk alone (React, the router, TanStack Query, Mantine's provider and inputs,
 * zod, every feature's first-screen part) weighs about 160 KB: 188 KB in 11 files on 2026-11-25 (204 KB in 12
 * before a 15-row page did without TanStack Virtual and the forms moved to zod/mini), 188.4 KB in 6 on 2026-11-28,
 * 190.1 on 2026-11-30 once the list asks the local copy for a view as its address changes (0.23 KB, for the 50–160
 * ms a view's question waited for its render). Held at 190.5 until that graph is cut (docs/performance.md, "First
 * screen"): a guard against growth, not the target.
 */
const JS_BUDGET_KB = 190.5;
const CSS_BUDGET_KB = 15;

/** The list's own first page; the local index reads pages of 500, so it is told apart by the page size. */
function isListFirstPage(request: Request, perPage: number): boolean {
  const url = new URL(request.url());
  return (
    request.method() === 'GET' &&
    url.pathname === '/api/lead' &&
    url.searchParams.get('page') === '1' &&
    url.searchParams.get('per_page') === String(perPage)
  );
}

describe('the first rows of the lead list', () => {
  const e2e = setupE2e();
  const outDir = inject('e2eOutDir');

  it(`need at most ${JS_BUDGET_KB} KB of JS and ${CSS_BUDGET_KB} KB of CSS, as the browser asks for them`, async () => {
    const { page, context } = await e2e.newPage();
    const network = watchNetwork(page);
    await signIn(page, '/leads');
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    await network.settled();
    await watchFirstRow(page);
    await page.goto('/leads');
    const first = await requestedBeforeFirstRow(page, outDir);
    // Printed so that a change's cost shows in the log before it reaches the limit.
    console.info(
      `before the first rows: ${first.jsGzipKB} KB JS in ${first.js.length} files, ${first.cssGzipKB} KB CSS in ${first.css.length}\n${[...first.js, ...first.css].join('\n')}`,
    );
    expect(first.jsGzipKB).toBeLessThanOrEqual(JS_BUDGET_KB);
    expect(first.cssGzipKB).toBeLessThanOrEqual(CSS_BUDGET_KB);
    await context.close();
  });

  it('are asked for before the app’s code has arrived, and once, with the list route’s code and one config.json', async () => {
    const { page, context } = await e2e.newPage();
    const network = watchNetwork(page);
    await signIn(page, '/leads');
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    await network.settled();
    const asked: string[] = [];
    let pageAsked: () => void = () => undefined;
    const firstPageAsked = new Promise<void>((resolve) => {
      pageAsked = resolve;
    });
    let listCodeAsked = false;
    let listCodeBeforeEntry = false;
    const configAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configAsked.push(request.url());
      if (/\/assets\/LeadListPage-[^/]+\.js$/.test(request.url())) listCodeAsked = true;
      if (!isListFirstPage(request, DEFAULT_PAGE_SIZE)) return;
      asked.push(request.url());
      pageAsked();
    });
    // The app's entry is held back until the first page has been asked for: only the early module can ask, and
    // it preloads the list route's code before it asks (the page waits for config.json first).
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await firstPageAsked;
      listCodeBeforeEntry = listCodeAsked;
      await route.continue();
    });
    await page.goto('/leads');
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    await network.settled();
    expect(asked).toHaveLength(1);
    expect(listCodeBeforeEntry).toBe(true);
    // The app reads the configuration from the early module's answer rather than asking again.
    expect(configAsked).toHaveLength(1);
    await context.close();
  });

  it('ask the CRM for the first page once at sign-in', async () => {
    const { page, context } = await e2e.newPage();
    const network = watchNetwork(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isListFirstPage(request, DEFAULT_PAGE_SIZE)) asked.push(request.url());
    });
    await signIn(page, '/leads');
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    await network.settled();
    expect(asked).toHaveLength(1);
    await context.close();
  });
});
