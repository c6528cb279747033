import type { Browser, Page } from 'playwright-core';
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
