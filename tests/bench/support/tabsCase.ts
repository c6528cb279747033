/**
 * Three tabs of one user (the list, the board, the inbox): what the browser holds and what it asks the CRM, beside
 * one tab alone. With a SharedWorker the copy and its sync exist once; the line "no SharedWorker" is the fallback
 * (a browser without one: each tab its own worker, one of them leading the sync under a Web Lock).
 * Memory: every page's heap and every worker's, after a collection. Requests: the looks for new leads reaching the
 * sandbox, timed over a few looks at a short interval and given per hour at the default (once a minute).
 */
import type { IncomingMessage } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Plugin } from 'vite';
import { DEMO, launchBrowser } from '../../e2e/support/browser';
import { isNewLeadsLook } from '../../e2e/support/leadRequests';
import { emit } from './report';
import { serveApp } from './servedApp';
import { workerCounts, workerHeapMB } from './workerTargets';

const LOOK_SECONDS = 3;
const DEFAULT_LOOK_SECONDS = 60;
/** Looks timed per measure: the rate is taken between the first and the last. */
const LOOKS = 5;

interface Figures {
  workers: number;
  memoryMB: number;
  copyMB: number;
  requestsPerHour: number;
}

async function pageHeapMB(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as {
      usedSize: number;
      backingStorageSize?: number;
    };
    return (heap.usedSize + (heap.backingStorageSize ?? 0)) / 1024 / 1024;
  } finally {
    await cdp.detach();
  }
}

async function upToDate(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 600_000 });
}

async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(240_000);
  await page.goto(path);
  await upToDate(page);
  return page;
}

async function nextLooks(looks: number[], count: number): Promise<number[]> {
  const from = looks.length;
  const deadline = Date.now() + (count + 2) * LOOK_SECONDS * 1000 * 4;
  while (looks.length - from < count) {
    if (Date.now() > deadline) throw new Error(`only ${looks.length - from} looks for new leads came`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return looks.slice(from, from + count);
}

async function measure(
  browser: Browser,
  context: BrowserContext,
  pages: Page[],
  looks: number[],
): Promise<Figures> {
  const timed = await nextLooks(looks, LOOKS);
  const seconds = ((timed[timed.length - 1] ?? 0) - (timed[0] ?? 0)) / 1000;
  const perSecond = (timed.length - 1) / Math.max(seconds, 0.001);
  let pagesMB = 0;
  for (const page of pages) pagesMB += await pageHeapMB(context, page);
  const copyMB = await workerHeapMB(browser);
  const counts = await workerCounts(browser);
  return {
    workers: counts.shared + counts.dedicated,
    memoryMB: Math.round((pagesMB + copyMB) * 10) / 10,
    copyMB,
    requestsPerHour: Math.round(perSecond * 3600 * (LOOK_SECONDS / DEFAULT_LOOK_SECONDS)),
  };
}

async function oneAndThreeTabs(
  browser: Browser,
  baseURL: string,
  looks: number[],
  withoutSharedWorker: boolean,
): Promise<{ one: Figures; three: Figures }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
  });
  try {
    if (withoutSharedWorker) await context.addInitScript('delete window.SharedWorker;');
    const list = await context.newPage();
    list.setDefaultTimeout(240_000);
    await list.goto('/login');
    await list.getByLabel(/^E-mail/).fill(DEMO.username);
    await list.getByLabel(/^Password/).fill(DEMO.password);
    await list.getByLabel(/Keep me signed in/).check();
    await list.getByRole('button', { name: 'Sign in' }).click();
    await upToDate(list);
    const one = await measure(browser, context, [list], looks);
    const board = await openTab(context, '/board');
    const inbox = await openTab(context, '/inbox');
    const three = await measure(browser, context, [list, board, inbox], looks);
    // Signed out, so the next context starts with no copy kept.
    await list.getByRole('button', { name: 'Sign out' }).press('Enter');
    await list.waitForURL(/\/login/);
    return { one, three };
  } finally {
    await context.close();
  }
}

/** The lines `{"case":"tabs: three tabs of one user", …}` for one size, shared and without SharedWorker. */
export async function emitTabs(outDir: string, leads: number): Promise<void> {
  const looks: number[] = [];
  const countLooks: Plugin = {
    name: 'bench-count-new-leads-looks',
    configurePreviewServer(server) {
      server.middlewares.use((request: IncomingMessage, _response, next: () => void) => {
        if (isNewLeadsLook(request.method, request.url)) looks.push(Date.now());
        next();
      });
    },
  };
  // Read by the sandbox's server as it starts, after serveApp returns: put back only once the app has closed.
  const previous = process.env.CRM_NEW_LEADS_SECONDS;
  process.env.CRM_NEW_LEADS_SECONDS = String(LOOK_SECONDS);
  const restoreLookInterval = () => {
    if (previous === undefined) delete process.env.CRM_NEW_LEADS_SECONDS;
    else process.env.CRM_NEW_LEADS_SECONDS = previous;
  };
  const app = await serveApp(outDir, { leadCount: leads, rateLimitPerMinute: 100_000 }, [countLooks]).catch(
    (error: unknown) => {
      restoreLookInterval();
      throw error;
    },
  );
  const browser = await launchBrowser(['--enable-precise-memory-info']);
  try {
    for (const withoutSharedWorker of [false, true]) {
      const { one, three } = await oneAndThreeTabs(browser, app.baseURL, looks, withoutSharedWorker);
      emit({
        case: withoutSharedWorker
          ? 'tabs: three tabs of one user, no SharedWorker'
          : 'tabs: three tabs of one user',
        leads,
        workers: three.workers,
        memoryMB: three.memoryMB,
        copyMB: three.copyMB,
        requestsPerHour: three.requestsPerHour,
        oneTab: one,
        target: withoutSharedWorker
          ? 'one sync: the looks for new leads about those of one tab (each tab keeps its own copy)'
          : 'one copy and one sync: workers’ memory and the looks for new leads about those of one tab',
        pass:
          (withoutSharedWorker || three.copyMB <= one.copyMB * 1.25) &&
          three.requestsPerHour <= one.requestsPerHour * 1.25,
        note: `memory: pages + workers after a collection; requests: looks for new leads per hour at one a minute (timed at one every ${LOOK_SECONDS} s)`,
      });
    }
  } finally {
    await browser.close();
    await app.close();
    restoreLookInterval();
  }
}
