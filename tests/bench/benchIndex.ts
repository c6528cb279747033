/**
 * `npm run bench:index`: the local lead index against the targets of issue 21, on a production build and a
 * sandbox seeded at each size of BENCH_INDEX_SIZES (100,000, 250,000 and 1,000,000 unless set; SANDBOX_LEAD_COUNT alone
 * runs one size). Waits for a quiet machine first, prints one JSON line per case with its target and the load,
 * and writes them into docs/performance.md (support/report.ts; BENCH_DOCS=0 to only print).
 * The first case of each size is the CRM's traffic per signed-in hour (support/crmTraffic.ts; alone:
 * `npm run bench:index:traffic`). Smoke run: BENCH_INDEX_SIZES=3000 BENCH_QUIET_TIMEOUT_S=0 BENCH_DOCS=0 npm run bench:index
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { DEMO, launchBrowser } from '../e2e/support/browser';
import { managerCases } from './support/managerCases';
import { clickUntil } from './support/navClick';
import { longTasksSince, PAGE_PROBE, type ProbeWindow } from './support/pageProbe';
import { waitForQuietMachine } from './support/quiet';
import { emit, runBench } from './support/report';
import { serveApp } from './support/servedApp';
import { emitTabs } from './support/tabsCase';
import { emitTraffic, SIZES } from './support/trafficCase';
import { evaluateInWorkers, workerHeapMB } from './support/workerTargets';

/** Issue 21's targets: the account of 100,000 leads, and the larger one of 250,000. */
interface Targets {
  syncSeconds: number;
  quickFindP50Ms: number | null;
  quickFindP95Ms: number;
  filterMs: number;
  memoryMB: number;
  reloadMs: number;
  boardMs: number;
  dashboardMs: number;
  longestTaskMs: number;
}

/** Issue 26's table: 100,000 leads, and 1,000,000 (sizes between are held to the larger account's figures). */
function targetsFor(leads: number): Targets {
  return leads > 100_000
    ? {
        syncSeconds: 120,
        quickFindP50Ms: null,
        quickFindP95Ms: 50,
        filterMs: 150,
        memoryMB: 300,
        reloadMs: 2500,
        boardMs: 600,
        dashboardMs: 800,
        longestTaskMs: 50,
      }
    : {
        syncSeconds: 10,
        quickFindP50Ms: 16,
        quickFindP95Ms: 50,
        filterMs: 100,
        memoryMB: 40,
        reloadMs: 1000,
        boardMs: 300,
        dashboardMs: 500,
        longestTaskMs: 50,
      };
}

const KEYSTROKES_QUERIES = ['916 12', 'Иванов', 'petrov', '+7 (9', 'Смирнова Анна', '8903'];
// About 8 minutes at 100,000 leads and 20 at 1,000,000 on 2 cores, after up to 10 of waiting for a quiet machine.
const TIME_LIMIT_MS = (10 + 30 * SIZES.length) * 60_000;
/** A card in a board column: what "cards on screen" waits for. */
const BOARD_CARD = 'section ul li[data-index] button';

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/** When the last key was pressed, beside PAGE_PROBE's: what quick find's keystrokes are timed from. */
const KEY_PROBE = `
  window.__lastKeyAt = 0;
  addEventListener('keydown', (event) => { window.__lastKeyAt = event.timeStamp; }, true);
  // Letters outside the US layout (the Cyrillic queries) arrive as text input with no keydown: time them from it.
  addEventListener('beforeinput', (event) => { window.__lastKeyAt = Math.max(window.__lastKeyAt, event.timeStamp); }, true);
`;

/** The first-load JavaScript of a route: the entry and the route chunk with everything they import statically. */
function firstLoadKB(
  outDir: string,
  routeChunkName: string,
): { files: number; gzipKB: number; lazyKB: Record<string, number> } {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean; name?: string; dynamicImports?: string[] }
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const route = Object.keys(manifest).find((key) => manifest[key]?.name === routeChunkName);
  if (route) visit(route);
  const gzip = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
  const total = [...seen].reduce((sum, key) => sum + gzip(manifest[key]?.file ?? ''), 0);
  const lazyKB: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (/worker|indexConnection|QuickFindDialog|IndexFiltersPanel/.test(chunk.file) && !seen.has(key)) {
      lazyKB[path.basename(chunk.file)] = Math.round(gzip(chunk.file) * 10) / 10;
    }
  }
  for (const file of readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8').match(
    /assets\/worker-[^"]+\.js/g,
  ) ?? []) {
    lazyKB[path.basename(file)] = Math.round(gzip(file) * 10) / 10;
  }
  return { files: seen.size, gzipKB: Math.round(total * 10) / 10, lazyKB };
}

/** Where the first sync's time went, from the worker's own User Timing measures (see engine.ts). */
async function syncProfile(browser: Browser): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  const measuresOfEach = await evaluateInWorkers<Array<{ name: string; duration: number }>>(
    browser,
    `performance.getEntriesByType('measure').filter((entry) => entry.name.startsWith('index:')).map((entry) => ({ name: entry.name, duration: entry.duration }))`,
  );
  for (const measures of measuresOfEach) {
    for (const measure of measures ?? [])
      totals[measure.name] = (totals[measure.name] ?? 0) + measure.duration;
  }
  return Object.fromEntries(Object.entries(totals).map(([name, ms]) => [`${name}Ms`, Math.round(ms)]));
}

/** After a reload: when the index's worker began (from the page's navigation) and its load steps. */
async function workerStartProfile(page: Page, browser: Browser): Promise<Record<string, number>> {
  const steps = await syncProfile(browser);
  const loadSteps = Object.fromEntries(
    Object.entries(steps).filter(([name]) => name.startsWith('index:load-')),
  );
  const started = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => /\/worker-[^/]*\.js/.test(entry.name))
        ?.startTime,
  );
  return { ...(started === undefined ? {} : { workerAskedAtMs: Math.round(started) }), ...loadSteps };
}

async function main(): Promise<void> {
  const quiet = await waitForQuietMachine();
  emit({ case: 'machine: waited for a quiet machine', ...quiet });
  const outDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-index-dist-'));
  try {
    await build({
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
    });
    emit({ case: 'bytes:/leads first load', ...firstLoadKB(outDir, 'LeadListPage') });
    for (const leads of SIZES) {
      // A size that cannot finish (a machine short of memory for 1,000,000 leads) says so, and the next one runs.
      try {
        await benchSize(outDir, leads);
      } catch (error) {
        emit({
          case: 'size: could not finish',
          leads,
          error: error instanceof Error ? error.message.split('\n')[0] : String(error),
        });
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function benchSize(outDir: string, LEADS: number): Promise<void> {
  const targets = targetsFor(LEADS);
  // What the copy costs the CRM, before the browser cases (its own sandbox, closed before theirs starts).
  await emitTraffic(LEADS);
  const seedStarted = performance.now();
  const app = await serveApp(outDir, { leadCount: LEADS, rateLimitPerMinute: 100_000 });
  const { baseURL } = app;
  const browser = await launchBrowser(['--enable-precise-memory-info']);
  emit({
    case: 'machine',
    leads: LEADS,
    chromium: browser.version(),
    cpus: cpus().length,
    seedSeconds: Math.round((performance.now() - seedStarted) / 100) / 10,
  });

  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1400, height: 900 },
      locale: 'en-US',
    });
    await context.addInitScript(PAGE_PROBE);
    await context.addInitScript(KEY_PROBE);
    const page = await context.newPage();
    page.setDefaultTimeout(240_000);
    const cdp = await context.newCDPSession(page);

    // Full first sync: from signing in to "Up to date", and the main thread's longest task meanwhile.
    await page.goto('/login');
    await page.getByLabel(/^E-mail/).fill(DEMO.username);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    // "Keep me signed in": the reload below keeps the session, as a real returning user's would.
    await page.getByLabel(/Keep me signed in/).check();
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The list's own first render is not the sync's: long tasks count from the first rows on.
    await page.locator('tbody tr[aria-rowindex="2"]').waitFor();
    const startedAt = await page.evaluate(() => performance.now());
    const upToDate = page.getByRole('button', { name: /Local copy of leads: Up to date/ });
    await upToDate.waitFor({ timeout: 600_000 });
    const syncSeconds = (Date.now() - started) / 1000;
    const syncTasks = await longTasksSince(page, startedAt);
    emit({
      case: 'sync:first full sync',
      leads: LEADS,
      seconds: Math.round(syncSeconds * 10) / 10,
      targetSeconds: targets.syncSeconds,
      longestMainThreadTaskMs: syncTasks.max,
      longTasks: syncTasks.count,
      ...(await syncProfile(browser)),
    });

    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as {
      usedSize: number;
      backingStorageSize?: number;
    };
    const pageMB = Math.round((heap.usedSize + (heap.backingStorageSize ?? 0)) / 1024 / 102.4) / 10;
    const workerMB = await workerHeapMB(browser);
    emit({
      case: 'memory:page + worker JS heaps with the index full',
      leads: LEADS,
      pageMB,
      workerMB,
      totalMB: Math.round((pageMB + workerMB) * 10) / 10,
      targetMB: targets.memoryMB,
      note: 'CDP Runtime.getHeapUsage (JS heap + array buffer backing stores) of the page and of the index worker (shared or dedicated), after a collection',
    });

    // Quick find: every keystroke's results on screen.
    const keystrokeMs: number[] = [];
    const findStart = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+K');
    const input = page.getByRole('combobox', { name: 'Find a lead by phone, name or e-mail' });
    await input.waitFor();
    for (const query of KEYSTROKES_QUERIES) {
      await input.fill('');
      let typed = '';
      for (const character of query) {
        typed += character;
        const expected = typed.trim();
        if (expected === '') {
          await input.press(character === ' ' ? 'Space' : character);
          continue;
        }
        const wait = page.evaluate((text) => {
          const helpers = window as unknown as ProbeWindow & { __lastKeyAt: number };
          return helpers
            .__when(
              () => document.querySelector('[role="listbox"]')?.getAttribute('data-results-for') === text,
            )
            .then((t1) => t1 - helpers.__lastKeyAt);
        }, expected);
        await input.pressSequentially(character);
        keystrokeMs.push(await wait);
      }
    }
    const findTasks = await longTasksSince(page, findStart);
    emit({
      case: 'quickFind:keystroke to results on screen',
      leads: LEADS,
      keystrokes: keystrokeMs.length,
      p50Ms: percentile(keystrokeMs, 0.5),
      p95Ms: percentile(keystrokeMs, 0.95),
      maxMs: percentile(keystrokeMs, 1),
      targetP50Ms: targets.quickFindP50Ms,
      targetP95Ms: targets.quickFindP95Ms,
      longestMainThreadTaskMs: findTasks.max,
      note: "in the page, from the keydown event to the frame showing that query's results; includes the worker round trip",
    });
    await page.keyboard.press('Escape');

    // A whole-range filter plus sort: its first page on screen.
    const views = [
      '/leads?stage=2&sort=cost&dir=desc',
      '/leads?source=1,3&email=yes&sort=dtUpdate&dir=desc',
      '/leads?city=1&sort=name',
      '/leads?dup=1&costFrom=1000&sort=cost',
      '/leads?q=916&sort=userIdOwner',
    ];
    // A view is on screen when no table is busy and the first row, the row count or the "Leads: N" total changed
    // (an empty result has no table at all: it must not hang the bench).
    const showView = (href: string) =>
      page.evaluate(async (to) => {
        // Written out twice, not as a helper: the bench's compiler would wrap a named helper in a function the
        // page does not have.
        const before = `${document.querySelector('tbody tr[aria-rowindex="2"] a')?.getAttribute('href') ?? ''}|${document.querySelector('table[aria-busy]')?.getAttribute('aria-rowcount') ?? ''}|${/Leads: [\d,]+/.exec(document.querySelector('main')?.textContent ?? '')?.[0] ?? ''}`;
        const t0 = performance.now();
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
        const when = (window as unknown as ProbeWindow).__when;
        const t1 = await when(
          () =>
            document.querySelector('table[aria-busy="true"]') === null &&
            `${document.querySelector('tbody tr[aria-rowindex="2"] a')?.getAttribute('href') ?? ''}|${document.querySelector('table[aria-busy]')?.getAttribute('aria-rowcount') ?? ''}|${/Leads: [\d,]+/.exec(document.querySelector('main')?.textContent ?? '')?.[0] ?? ''}` !==
              before,
        );
        return { start: t0, ms: t1 - t0 };
      }, href);
    await page.goto('/leads');
    await upToDate.waitFor();
    const filterMs: number[] = [];
    const filterTasks: number[] = [];
    for (const view of views) {
      const result = await showView(view);
      filterMs.push(result.ms);
      filterTasks.push((await longTasksSince(page, result.start)).max);
    }
    emit({
      case: 'filter:whole-range filter + sort, first page on screen',
      leads: LEADS,
      views: views.length,
      msEach: filterMs.map((value) => Math.round(value)),
      maxMs: Math.round(Math.max(...filterMs)),
      targetMs: targets.filterMs,
      longestMainThreadTaskMs: Math.max(...filterTasks),
    });

    // After a reload: how soon the index answers from what the browser kept, then the first new view.
    await page.goto('/leads?stage=2&sort=cost&dir=desc');
    const answered = await page.evaluate(() => {
      const when = (window as unknown as ProbeWindow).__when;
      return when(() => /From the local copy, synced/.test(document.body.textContent ?? ''));
    });
    emit({
      case: 'reload:index answers after a reload',
      leads: LEADS,
      msFromNavigation: Math.round(answered),
      targetMs: targets.reloadMs,
      ...(await workerStartProfile(page, browser)),
    });
    const afterReload = await showView('/leads?source=2&sort=name&dir=desc');
    emit({
      case: 'filter:the first new filter + sort after a reload',
      leads: LEADS,
      ms: Math.round(afterReload.ms),
      targetMs: targets.filterMs,
      longestMainThreadTaskMs: (await longTasksSince(page, afterReload.start)).max,
    });

    // Board and dashboard over the whole account ("Any time"): the worker sends counts and the cards in view.
    await page.goto('/leads');
    await upToDate.waitFor();
    const board = await clickUntil(page, 'Pipeline board', BOARD_CARD);
    emit({
      case: 'board:any time, from the nav link to cards on screen',
      leads: LEADS,
      ms: Math.round(board.ms),
      targetMs: targets.boardMs,
      longestMainThreadTaskMs: (await longTasksSince(page, board.start)).max,
      targetLongestTaskMs: targets.longestTaskMs,
    });
    const dashboard = await clickUntil(page, 'Dashboard', 'dl dd');
    emit({
      case: 'dashboard:any time, from the nav link to figures on screen',
      leads: LEADS,
      ms: Math.round(dashboard.ms),
      targetMs: targets.dashboardMs,
      longestMainThreadTaskMs: (await longTasksSince(page, dashboard.start)).max,
      targetLongestTaskMs: targets.longestTaskMs,
    });
    await managerCases(page, LEADS, targets.longestTaskMs);
    await context.close();
  } finally {
    await browser.close();
    await app.close();
  }
  // Three tabs of one user: one copy and one sync (its own sandbox, after this size's browser has closed).
  await emitTabs(outDir, LEADS);
}

runBench('bench:index', TIME_LIMIT_MS, main);
