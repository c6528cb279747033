/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) on the signed-in
 * lead list, three runs, served as in production: the production server (server/main.ts, compression, caching,
 * CSP) over the built app, the sandbox behind it as the CRM. Target (issue 21): a performance score of at least 95
 * in three runs of three. One JSON line per run, then a verdict.
 *
 * The person has signed in once with "Keep me signed in" and the local index has filled, as for a daily user; each
 * run starts with an empty HTTP cache (the app's files are downloaded again) and keeps the session (Lighthouse's
 * storage reset would sign the person out).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, CHROMIUM_FLAGS, signIn } from '../e2e/support/browser';
import { freePort, productionServerEnv, startChild, waitUntilUp } from './support/processes';
import { waitForQuietMachine } from './support/quiet';
import { emit, runBench } from './support/report';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_SCORE = 95;

async function main(): Promise<void> {
  emit({ case: 'machine: waited for a quiet machine', ...(await waitForQuietMachine()) });
  const outDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-lighthouse-dist-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-lighthouse-data-'));
  const profileDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-lighthouse-profile-'));
  const children: ChildProcess[] = [];
  try {
    process.env.NODE_ENV = 'production';
    await build({
      logLevel: 'error',
      mode: 'production',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const [sandboxPort, serverPort, debuggingPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const serverUrl = `http://127.0.0.1:${serverPort}`;
    children.push(
      startChild('sandbox/main.ts', { SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: dataDir }),
    );
    await waitUntilUp(sandboxUrl);
    children.push(startChild('server/main.ts', productionServerEnv(sandboxUrl, outDir, serverPort)));
    await waitUntilUp(`${serverUrl}/healthz`);

    // The browser's default profile, so the tab Lighthouse opens shares the signed-in session.
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`],
      headless: true,
      locale: 'en-US',
      baseURL: serverUrl,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(240_000);
      await signIn(page, '/leads', { keep: true });
      await page.locator('tbody tr[aria-rowindex="2"]').waitFor();
      await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor();
      const cdp = await context.newCDPSession(page);

      const scores: number[] = [];
      // A run Lighthouse could not record (its runtimeError, e.g. NO_NAVSTART: the trace missed the navigation)
      // measured nothing: it is said, then run again (at most twice the runs asked for, in all).
      let failedRecordings = 0;
      for (let run = 1; run <= RUNS; run += 1) {
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(`${serverUrl}/leads`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        if (!result) throw new Error('Lighthouse returned no result');
        const { lhr } = result;
        // BENCH_LIGHTHOUSE_REPORT=dir keeps each run's full report, to see which element shifted or blocked.
        const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT;
        if (reportDir) writeFileSync(path.join(reportDir, `lighthouse-${run}.json`), JSON.stringify(lhr));
        const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        const notRecorded = lhr.runtimeError !== undefined && failedRecordings < 2 * RUNS;
        // Milliseconds rounded to whole ones; the layout shift (a unitless score) to three decimals.
        const metric = (id: string, scale = 1) => {
          const value = lhr.audits[id]?.numericValue;
          return value === undefined ? null : Math.round(value * scale) / scale;
        };
        emit({
          case: 'lighthouse: mobile preset, signed-in /leads, production server, empty HTTP cache',
          run,
          score,
          targetScore: TARGET_SCORE,
          met: score >= TARGET_SCORE,
          firstContentfulPaintMs: metric('first-contentful-paint'),
          largestContentfulPaintMs: metric('largest-contentful-paint'),
          totalBlockingTimeMs: metric('total-blocking-time'),
          cumulativeLayoutShift: metric('cumulative-layout-shift', 1000),
          speedIndexMs: metric('speed-index'),
          runtimeError: lhr.runtimeError?.message ?? null,
          ...(notRecorded ? { note: 'not recorded: this run is measured again' } : {}),
        });
        if (notRecorded) {
          failedRecordings += 1;
          run -= 1;
        } else scores.push(score);
      }
      emit({
        case: 'lighthouse: verdict',
        scores,
        targetScore: TARGET_SCORE,
        met: scores.length === RUNS && scores.every((score) => score >= TARGET_SCORE),
      });
    } finally {
      await context.close();
    }
  } finally {
    for (const child of children) child.kill();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

runBench('bench:lighthouse', 15 * 60_000, main);
