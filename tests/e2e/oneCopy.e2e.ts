import type { IncomingMessage } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { createLeadElsewhere, eventually, inboxTable, waitUntilIndexed } from './support/inbox';
import { isNewLeadsLook } from './support/leadRequests';
import { setupE2e } from './support/setup';

// The look for new leads every 3 s instead of every minute, read by the preview server into config.json.
const NEW_LEADS_SECONDS = 3;
process.env.CRM_NEW_LEADS_SECONDS = String(NEW_LEADS_SECONDS);

/** When each look for new leads reached the sandbox, counted on the server's side. */
const newLeadsAsks: number[] = [];
const watchNewLeadsAsks: Plugin = {
  name: 'e2e-watch-new-leads-asks',
  configurePreviewServer(server) {
    server.middlewares.use((request: IncomingMessage, _response, next: () => void) => {
      if (isNewLeadsLook(request.method, request.url)) newLeadsAsks.push(Date.now());
      next();
    });
  },
};

/** The browser's workers by kind, from DevTools' own list of targets. */
async function workerTargets(browser: Browser): Promise<{ shared: string[]; dedicated: string[] }> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    return {
      shared: targetInfos.filter((target) => target.type === 'shared_worker').map((target) => target.url),
      dedicated: targetInfos.filter((target) => target.type === 'worker').map((target) => target.url),
    };
  } finally {
    await cdp.detach();
  }
}

/** The time between each of the next `count` looks for new leads and the one before it. */
async function lookGaps(count: number): Promise<number[]> {
  const from = newLeadsAsks.length;
  await eventually(() => newLeadsAsks.length - from).toBeGreaterThanOrEqual(count + 1);
  const asks = newLeadsAsks.slice(from, from + count + 1);
  return asks.slice(1).map((at, index) => at - (asks[index] ?? at));
}

/** A timer never fires early; the sandbox sees the looks a little apart at most (its own clock, one process). */
const atLeastAnInterval = (gap: number) => gap >= NEW_LEADS_SECONDS * 1000 - 250;

async function indexDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('crm-lead-index-')),
  );
}

async function quickFind(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: 'Find a lead by phone, name or e-mail' });
  await input.fill(text);
  await page
    .getByRole('listbox', { name: 'Leads found' })
    .getByRole('option', { name: new RegExp(text) })
    .waitFor();
  await input.press('Escape');
}

describe('one copy of the leads and one sync per browser, however many tabs are open', () => {
  const e2e = setupE2e({ leadCount: 1200 }, [watchNewLeadsAsks]);

  it('serves the list, the board and the inbox from one shared worker that asks the CRM once', async () => {
    const { page: list, context } = await e2e.newPage();
    await threeTabsOfOneUser(list, context, 'shared');
  }, 240_000);

  it('without SharedWorker, lets one tab lead the sync and hands it on when that tab closes', async () => {
    const { page: list, context } = await e2e.newPage();
    // A browser without SharedWorker (Chrome for Android before 148): a dedicated worker per tab.
    await context.addInitScript('delete window.SharedWorker;');
    await threeTabsOfOneUser(list, context, 'dedicated');
  }, 240_000);

  async function threeTabsOfOneUser(list: Page, context: BrowserContext, kind: 'shared' | 'dedicated') {
    await signIn(list, '/leads', { keep: true });
    await waitUntilIndexed(list);
    const board = await context.newPage();
    board.setDefaultTimeout(15_000);
    await board.goto('/board');
    const inbox = await context.newPage();
    inbox.setDefaultTimeout(15_000);
    await inbox.goto('/inbox');
    await Promise.all([waitUntilIndexed(board), waitUntilIndexed(inbox)]);

    const workers = await workerTargets(e2e.browser);
    expect(workers.shared).toHaveLength(kind === 'shared' ? 1 : 0);
    expect(workers.dedicated).toHaveLength(kind === 'shared' ? 0 : 3);

    // Three tabs open: the look for new leads comes once per interval, not once per tab.
    expect(await lookGaps(4)).toSatisfy((gaps: number[]) => gaps.every(atLeastAnInterval));

    // The tab that connected first closes: the others keep their answers and their sync.
    await list.close();
    const afterClose = newLeadsAsks.length;
    await eventually(() => newLeadsAsks.length - afterClose).toBeGreaterThanOrEqual(2);
    const name = `One Copy ${Date.now()}`;
    await createLeadElsewhere(board, name);
    await inboxTable(inbox).getByRole('row', { name }).waitFor({ timeout: 30_000 });
    await quickFind(board, name);
    const left = await workerTargets(e2e.browser);
    expect(left.shared.length + left.dedicated.length).toBe(kind === 'shared' ? 1 : 2);

    // Sign-out in one tab signs out every tab, and no copy of the leads is left. By keyboard: the new lead's alert
    // may still cover the header.
    await inbox.getByRole('button', { name: 'Sign out' }).press('Enter');
    await Promise.all([inbox.waitForURL(/\/login/), board.waitForURL(/\/login/)]);
    await eventually(() => indexDatabases(board)).toEqual([]);

    // The signed-out tabs' worker asks nothing more (the token it had still works at the CRM): while another
    // browser profile signs in, the looks reaching the sandbox are that profile's alone, once per interval.
    const other = await e2e.newPage();
    await signIn(other.page, '/leads');
    await waitUntilIndexed(other.page);
    expect(await lookGaps(3)).toSatisfy((gaps: number[]) => gaps.every(atLeastAnInterval));
    await other.context.close();
    await context.close();
  }
});
