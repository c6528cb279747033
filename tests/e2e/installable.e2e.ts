import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sandboxCatalog } from '../../sandbox/catalog';
import { startTestSandbox, type TestSandbox } from '../../sandbox/testing/harness';
import { type RunningServer, startServer, testSettings } from '../../server/testing/harness';
import { launchBrowser, newPage, signIn } from './support/browser';

/** The page is served by the app's service worker (it registers once the first rows are up). */
function workerControls(page: Page): Promise<unknown> {
  return page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Every URL held in Cache Storage, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      byCache[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return byCache;
  });
}

/**
 * A new deployment of the same app: index.html gains a marker, and the worker's precache list its new revision,
 * as a rebuild would write them. The server reads both from disk on each request.
 */
function deployNewVersion(dir: string): void {
  const indexFile = path.join(dir, 'index.html');
  writeFileSync(
    indexFile,
    readFileSync(indexFile, 'utf8').replace('<title>', '<meta name="deployment" content="2" /><title>'),
  );
  for (const copy of ['index.html.br', 'index.html.gz', 'sw.js.br', 'sw.js.gz'])
    rmSync(path.join(dir, copy), { force: true });
  const workerFile = path.join(dir, 'sw.js');
  const worker = readFileSync(workerFile, 'utf8').replace(
    /\{url:"index\.html",revision:"[^"]+"\}/,
    '{url:"index.html",revision:"second-deployment"}',
  );
  expect(worker).toContain('second-deployment');
  writeFileSync(workerFile, worker);
}

describe('the installable app on the production server', () => {
  let sandbox: TestSandbox;
  let server: RunningServer;
  let browser: Browser;
  // A copy of the build of its own: the update test deploys over it.
  const staticDir = mkdtempSync(path.join(tmpdir(), 'crm-e2e-installable-'));

  beforeAll(async () => {
    cpSync(inject('e2eOutDir'), staticDir, { recursive: true });
    [sandbox, browser] = await Promise.all([startTestSandbox({ leadCount: 30 }), launchBrowser()]);
    server = await startServer(
      testSettings({ crmBaseUrl: sandbox.url, staticDir, catalogs: sandboxCatalog }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await sandbox?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('meets the install criteria: a manifest with icons and /inbox, and a worker controlling the page', async () => {
    const { page, context } = await newPage(browser, server.url, { serviceWorkers: 'allow' });
    await signIn(page, '/leads', { keep: true });
    await page.getByRole('table').locator('tbody tr').first().waitFor();

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(manifestHref ?? '')).json();
    expect(manifest).toMatchObject({ name: expect.any(String), short_name: 'CRM', start_url: '/inbox' });
    expect(manifest.display).toBe('standalone');
    const icons: { sizes: string; purpose: string; src: string }[] = manifest.icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.headers()['content-type']).toBe('image/png');
    }

    await workerControls(page);
    // The app's files are precached; no answer of the API is, and none survives sign-out.
    await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: /^Lead / }).waitFor();
    const cached = await cachedUrls(page);
    const everyUrl = Object.values(cached).flat();
    expect(everyUrl).toContain('/index.html');
    expect(everyUrl.filter((url) => url.startsWith('/api/'))).toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await expect
      .poll(async () =>
        Object.keys(await cachedUrls(page)).every((name) => /^workbox-precache-|^crm-config$/.test(name)),
      )
      .toBe(true);
    // Signing out keeps the app's files: the worker stays and still serves the page.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      1,
    );
    await context.close();
  });

  it('announces a new deployment and runs it only after the person reloads', async () => {
    const { page, context } = await newPage(browser, server.url, { serviceWorkers: 'allow' });
    await signIn(page, '/leads', { keep: true });
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    await workerControls(page);

    deployNewVersion(staticDir);
    // Opening the app again is when a browser looks for a new worker; the running version stays until Reload.
    await page.reload();
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await prompt.waitFor({ timeout: 30_000 });
    expect(await page.locator('meta[name="deployment"]').count()).toBe(0);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.locator('meta[name="deployment"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    expect(await prompt.count()).toBe(0);
    await context.close();
  });
});
