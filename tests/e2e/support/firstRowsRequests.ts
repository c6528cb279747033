import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface FirstRowsRequests {
  js: string[];
  css: string[];
  jsGzipKB: number;
  cssGzipKB: number;
}

declare global {
  interface Window {
    /** performance.now() when the list's first row entered the DOM (set by the init script below). */
    __firstRowAt?: number;
  }
}

/**
 * Watches, from before any of the page's scripts run, for the first row of the list's table, and notes the
 * moment. Added through the DevTools protocol, so the page's CSP (no inline scripts) does not apply to it.
 */
export async function watchFirstRow(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () => {
      if (window.__firstRowAt === undefined && document.querySelector('table tbody tr'))
        window.__firstRowAt = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
}

/**
 * The scripts and stylesheets the browser asked for before the first row was in the DOM (resource timing's
 * start times against the moment the row appeared), weighed as gzip from the build folder: a bytes check,
 * whatever the machine's speed, as long as the app asks for the rest only after the rows.
 */
export async function requestedBeforeFirstRow(page: Page, outDir: string): Promise<FirstRowsRequests> {
  await page.waitForFunction(() => window.__firstRowAt !== undefined);
  const paths = await page.evaluate(() => {
    const rowAt = window.__firstRowAt ?? Number.POSITIVE_INFINITY;
    const navigation = performance.getEntriesByType('navigation')[0];
    const entries = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= rowAt);
    const own = entries.map((entry) => new URL(entry.name)).filter((url) => url.origin === location.origin);
    return { files: own.map((url) => url.pathname), navigation: navigation?.name ?? '' };
  });
  const js = paths.files.filter((file) => file.endsWith('.js'));
  const css = paths.files.filter((file) => file.endsWith('.css'));
  const kb = (files: string[]) =>
    Math.round(
      (files.reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length,
        0,
      ) /
        1024) *
        10,
    ) / 10;
  return { js, css, jsGzipKB: kb(js), cssGzipKB: kb(css) };
}
