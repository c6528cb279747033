/**
 * The sales desk's cases (issues 19 and 25), part of `npm run bench` (also `npm run bench:desk`): builds the app,
 * serves it with a sandbox of SANDBOX_LEAD_COUNT leads (100,000 by default), waits for the local index, and
 * measures in headless Chromium. One JSON line per case with its target.
 *   - inbox on screen (its groups counted) after navigation, the index ready: ≤ 200 ms
 *   - the waiting timers' tick with everyone's leads, the backlog open: no main-thread task over 50 ms
 *   - a new lead in Answer now after the look for new leads that finds it: ≤ 2 s
 *   - the backlog scrolled to its end: no main-thread task over 50 ms
 *   - J J J (three keys within 100 ms) on the lead page: the third lead ≤ 300 ms after the last key
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser, signIn } from '../e2e/support/browser';
import { longestTaskSince, PAGE_PROBE, type ProbeWindow } from './support/pageProbe';
import { waitForQuietMachine } from './support/quiet';
import { emit, median, runBench } from './support/report';
import { serveApp } from './support/servedApp';

const LEADS = Number(process.env.SANDBOX_LEAD_COUNT ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

// Looks for new leads every 5 s, so the new-lead case does not wait a minute per run.
process.env.CRM_NEW_LEADS_SECONDS = '5';

/** The desk's own waits, each the frame after what it waits for (PAGE_PROBE's __when). */
const DESK_PROBE = `
  // The new lead's row in the inbox (Answer now is the first group: the row is in view).
  window.__newLeadShownAt = (name) => window.__when(() =>
    [...document.querySelectorAll('table[aria-label="Waiting leads, by urgency"] tr[data-lead-id]')].some((row) => row.getAttribute('aria-label') === name));
  // The inbox on screen: its table drawn and its groups counted ("3 leads to answer · 80 in the backlog").
  window.__inboxShownAt = () => window.__when(() =>
    [...document.querySelectorAll('[role="status"]')].some((node) => / to answer · /.test(node.textContent ?? '')) &&
    document.querySelector('table[aria-label="Waiting leads, by urgency"] th[scope="colgroup"]') !== null);
  window.__textAt = (pattern) => window.__when(() => new RegExp(pattern).test(document.body.textContent ?? ''));
  window.__headingChangedAt = (oldPath, oldHeading) => window.__when(() => {
    const heading = document.querySelector('h1')?.textContent ?? '';
    return location.pathname !== oldPath && heading !== '' && heading !== oldHeading;
  });
  // Helpers for the evaluated cases (functions defined there would need the bundler's naming helper).
  window.__frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  window.__pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  window.__pressJ = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', code: 'KeyJ', bubbles: true }));
`;
type Helpers = ProbeWindow & {
  __headingChangedAt(oldPath: string, oldHeading: string): Promise<number>;
  __newLeadShownAt(name: string): Promise<number>;
  __inboxShownAt(): Promise<number>;
  __textAt(pattern: string): Promise<number>;
  __frame(): Promise<void>;
  __pause(ms: number): Promise<void>;
  __pressJ(): void;
};

const INBOX_ROW = 'table[aria-label="Waiting leads, by urgency"] tr[data-lead-id]';
const INBOX_HEADING = 'table[aria-label="Waiting leads, by urgency"] th[scope="colgroup"]';

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('crm.session') ?? sessionStorage.getItem('crm.session') ?? '{}';
    return String(JSON.parse(raw).accessToken);
  });
}

async function main(): Promise<void> {
  emit({ case: 'machine: waited for a quiet machine', ...(await waitForQuietMachine()) });
  const outDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-desk-dist-'));
  process.env.NODE_ENV = 'production';
  await build({
    logLevel: 'error',
    mode: 'production',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const app = await serveApp(outDir, { leadCount: LEADS, rateLimitPerMinute: 100_000 });
  const browser = await launchBrowser();
  emit({
    case: 'desk:machine',
    leads: LEADS,
    chromium: browser.version(),
    cpus: cpus().length,
    loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  });
  try {
    const context = await browser.newContext({
      baseURL: app.baseURL,
      viewport: { width: 1400, height: 900 },
      locale: 'en-US',
      timezoneId: 'Europe/Moscow',
    });
    await context.addInitScript(PAGE_PROBE);
    await context.addInitScript(DESK_PROBE);
    const page = await context.newPage();
    page.setDefaultTimeout(240_000);

    await signIn(page, '/leads', { keep: true });
    await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 600_000 });

    // Inbox on screen: from the click on its link to the first waiting row painted, the index ready. The app
    // stays loaded between runs (the person moves from the list to the inbox); the first run loads its screen.
    {
      const times: number[] = [];
      const tasks: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.getByRole('link', { name: 'Leads', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/leads');
        await page.locator('tbody tr[aria-rowindex="2"]').waitFor();
        const result = await page.evaluate(async () => {
          const start = performance.now();
          document.querySelector<HTMLAnchorElement>('nav a[href="/inbox"]')?.click();
          const shown = await (window as unknown as Helpers).__inboxShownAt();
          return { start, ms: shown - start };
        });
        times.push(result.ms);
        tasks.push(await longestTaskSince(page, result.start));
      }
      const ms = median(times);
      emit({
        case: 'desk:inbox on screen after navigation (index ready)',
        leads: LEADS,
        runs: RUNS,
        medianMs: ms,
        targetMs: 200,
        met: ms <= 200,
        medianLongestTaskMs: median(tasks),
      });
    }

    // The timers' tick with everyone's waiting leads on screen: the longest task over two ticks (15 s each).
    {
      await page.goto('/inbox?everyone=1&backlog=open');
      await page.locator(INBOX_ROW).first().waitFor();
      const waiting = await page
        .getByRole('status')
        .filter({ hasText: / to answer · / })
        .first()
        .textContent();
      const start = await page.evaluate(() => performance.now());
      await page.waitForTimeout(31_000);
      const longest = await longestTaskSince(page, start);
      emit({
        case: 'desk:waiting timers tick (everyone’s inbox)',
        leads: LEADS,
        waiting,
        longestTaskMs: longest,
        targetMs: 50,
        met: longest <= 50,
        note: 'the inbox draws the rows in view; one 15 s timer re-renders their times',
      });
    }

    // A new lead: created through the API, found by the look for new leads (asked at once, as on a tab's return).
    {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto('/inbox');
        await page.locator(INBOX_HEADING).first().waitFor();
        const name = `Bench lead ${Date.now()}-${run}`;
        const token = await accessToken(page);
        const created = await page.request.post('/api/lead', {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          data: { name, phone: `+7916${String(Date.now()).slice(-7)}`, funnelStageId: 1, sourceId: 1 },
        });
        if (!created.ok()) throw new Error(`create answered ${created.status()}`);
        const ms = await page.evaluate(async (leadName) => {
          const start = performance.now();
          document.dispatchEvent(new Event('visibilitychange'));
          return (await (window as unknown as Helpers).__newLeadShownAt(leadName)) - start;
        }, name);
        times.push(ms);
      }
      const ms = median(times);
      emit({
        case: 'desk:new lead in Answer now after the look for it',
        leads: LEADS,
        runs: RUNS,
        medianMs: ms,
        targetMs: 2000,
        met: ms <= 2000,
        note: 'from asking for new leads (what a tab’s return does) to its row in Answer now painted: includes the CRM request',
      });
    }

    // The backlog scrolled to its end (everyone's, oldest first): a screen at a time, each frame, until its last
    // row is drawn; the longest main-thread task meanwhile.
    {
      await page.goto('/inbox?everyone=1&backlog=open');
      await page.locator(INBOX_ROW).first().waitFor();
      const result = await page.evaluate(async () => {
        const start = performance.now();
        const scroller = document.querySelector<HTMLElement>('[data-inbox-scroller]');
        if (!scroller) throw new Error('no inbox scroller');
        const helpers = window as unknown as Helpers;
        let steps = 0;
        while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
          scroller.scrollTop += scroller.clientHeight;
          steps += 1;
          await helpers.__frame();
        }
        // The last rows drawn with their leads (not "Loading…").
        while (document.querySelector('[data-inbox-scroller] tr[data-row]:not([data-lead-id])'))
          await helpers.__frame();
        return { start, ms: performance.now() - start, steps };
      });
      const longest = await longestTaskSince(page, result.start);
      emit({
        case: 'desk:backlog scrolled to its end',
        leads: LEADS,
        screens: result.steps,
        ms: Math.round(result.ms),
        longestTaskMs: longest,
        targetMs: 50,
        met: longest <= 50,
      });
    }

    // J J J: three keys within 100 ms on a lead opened from the inbox, to the third next lead's place painted.
    {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto('/inbox?everyone=1&backlog=open');
        await page.locator(INBOX_ROW).first().focus();
        await page.keyboard.press('Enter');
        const stepper = page.getByRole('navigation', { name: 'Leads of the inbox' });
        await stepper.getByText(/^1 of/).waitFor();
        const ms = await page.evaluate(async () => {
          const helpers = window as unknown as Helpers;
          helpers.__pressJ();
          await helpers.__pause(40);
          helpers.__pressJ();
          await helpers.__pause(40);
          helpers.__pressJ();
          const last = performance.now();
          // The page's text runs together ("‹ Previous4 of 250"): no word boundary before the figure.
          return (await helpers.__textAt('(?:^|\\D)4 of \\d')) - last;
        });
        times.push(ms);
      }
      const ms = median(times);
      emit({
        case: 'desk:J J J on the lead page (three keys within 100 ms)',
        leads: LEADS,
        runs: RUNS,
        medianMs: ms,
        targetMs: 300,
        met: ms <= 300,
        note: 'from the last key to "4 of N" painted: every key acted on, in order',
      });
    }
    await context.close();
  } finally {
    await browser.close();
    await app.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

runBench('bench:desk', 15 * 60_000, main);
