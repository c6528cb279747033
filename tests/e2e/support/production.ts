import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { sandboxCatalog } from '../../../sandbox/catalog';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/testing/harness';
import { type RunningServer, startServer, testSettings } from '../../../server/testing/harness';
import { type BrowserSession, launchBrowser, newPage, signIn } from './browser';

export interface ProductionE2e {
  /** The production server (`npm start`'s), serving the tests' build in front of its own sandbox. */
  readonly server: RunningServer;
  /** A fresh browser context on the production server. */
  newPage(options?: Parameters<typeof newPage>[2]): Promise<BrowserSession>;
}

/** The production server over a fresh sandbox of `leadCount` leads and one Chromium for the test file. */
export function setupProductionE2e({ leadCount }: { leadCount: number }): ProductionE2e {
  let sandbox: TestSandbox | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [sandbox, browser] = await Promise.all([startTestSandbox({ leadCount }), launchBrowser()]);
    server = await startServer(
      testSettings({ crmBaseUrl: sandbox.url, staticDir: inject('e2eOutDir'), catalogs: sandboxCatalog }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await sandbox?.close();
  });
  const started = () => {
    if (!server || !browser) throw new Error('setupProductionE2e: not running yet (use it inside a test)');
    return { server, browser };
  };
  return {
    get server() {
      return started().server;
    },
    newPage: (options) => newPage(started().browser, started().server.url, options),
  };
}

/** The list's rows, or the inbox's lines. */
export const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** Signed in with "Keep me signed in", the local copy full and the app's files held by its worker. */
export async function keptSessionReady(page: Page): Promise<void> {
  await signIn(page, '/leads', { keep: true });
  await bodyRows(page).first().waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });
}

/**
 * Takes the network away as a device without one does, for every document the page loads until `back online` is
 * called. Playwright's `context.setOffline(true)` (1.65, Chromium 150) cuts the requests, but each document loaded
 * afterwards reads `navigator.onLine` as true and gets no 'offline' event, where a device without a network says
 * false (seen 2026-11-30; a reload or a typed address): the DevTools emulation is set again as each document starts.
 */
export async function goOffline(page: Page, context: BrowserContext): Promise<() => Promise<void>> {
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  const emulate = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  const again = (frame: { parentFrame(): unknown }) => {
    if (frame.parentFrame() === null) void emulate(true).catch(() => undefined);
  };
  page.on('framenavigated', again);
  await emulate(true);
  return async () => {
    page.off('framenavigated', again);
    await emulate(false);
    await context.setOffline(false);
  };
}
