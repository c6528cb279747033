/**
 * `npm run bench:index`: the local lead index against the targets of issue 9, on a production build and a
 * sandbox seeded with SANDBOX_LEAD_COUNT leads (100,000 unless set). Prints one JSON line per case.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { build, preview } from 'vite';
import { crmServer } from '../../server/vitePlugin';
import { DEMO, launchBrowser } from '../e2e/support/browser';
import { emit, startWatchdog } from './support/report';

const LEADS = Number(process.env.SANDBOX_LEAD_COUNT ?? 100_000);
const KEYSTROKES_QUERIES = ['916 12', 'Иванов', 'petrov', '+7 (9', 'Смирнова Анна', '8903'];
const TIME_LIMIT_MS = 12 * 60_000;

const watchdog = startWatchdog('bench:index', TIME_LIMIT_MS);

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

const PROBE = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  window.__lastKeyAt = 0;
  addEventListener('keydown', (event) => { window.__lastKeyAt = event.timeStamp; }, true);
  window.__when = (test) => new Promise((resolve) => {
    const check = () => { if (test()) requestAnimationFrame(() => resolve(performance.now())); else requestAnimationFrame(check); };
    check();
  });
`;
type Probe = { start: number; duration: number };
type Helpers = { __longTasks: Probe[] };

async function longestTaskSince(page: Page, since: number): Promise<{ max: number; count: number }> {
  const tasks = await page.evaluate(
    (from) => (window as unknown as Helpers).__longTasks.filter((task) => task.start >= from),
    since,
  );
  return { max: Math.round(Math.max(0, ...tasks.map((task) => task.duration))), count: tasks.length };
}

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

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-index-dist-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-index-data-'));
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true } });
  emit({ case: 'bytes:/leads first load', leads: LEADS, ...firstLoadKB(outDir, 'LeadListPage') });

  const seedStarted = performance.now();
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    plugins: [
      crmServer({ sandbox: { dataDir, quiet: true, leadCount: LEADS, rateLimitPerMinute: 100_000 } }),
    ],
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    build: { outDir },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no TCP address');
  const baseURL = `http://127.0.0.1:${address.port}`;
  const browser = await launchBrowser(['--enable-precise-memory-info']);
  emit({
    case: 'machine',
    chromium: browser.version(),
    cpus: cpus().length,
    loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    seedSeconds: Math.round((performance.now() - seedStarted) / 100) / 10,
  });

  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1400, height: 900 },
      locale: 'en-US',
    });
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
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
    await upToDate.waitFor({ timeout: 180_000 });
    const syncSeconds = (Date.now() - started) / 1000;
    const syncTasks = await longestTaskSince(page, startedAt);
    const indexed = await page.evaluate(async () => {
      const databases = await indexedDB.databases();
      return databases.filter((database) => database.name?.startsWith('crm-lead-index-')).length;
    });
    emit({
      case: 'sync:first full sync',
      leads: LEADS,
      seconds: Math.round(syncSeconds * 10) / 10,
      targetSeconds: 60,
      longestMainThreadTaskMs: syncTasks.max,
      longTasks: syncTasks.count,
      databases: indexed,
    });

    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    emit({
      case: 'memory:page JS heap with the index full',
      leads: LEADS,
      usedMB: Math.round(heap.usedSize / 1024 / 102.4) / 10,
      targetMB: 150,
      note: 'the page (main thread); the worker holding the leads has its own heap',
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
          const helpers = window as unknown as {
            __when(test: () => boolean): Promise<number>;
            __lastKeyAt: number;
          };
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
    const findTasks = await longestTaskSince(page, findStart);
    emit({
      case: 'quickFind:keystroke to results on screen',
      leads: LEADS,
      keystrokes: keystrokeMs.length,
      p50Ms: percentile(keystrokeMs, 0.5),
      p95Ms: percentile(keystrokeMs, 0.95),
      maxMs: percentile(keystrokeMs, 1),
      targetP95Ms: 50,
      longestMainThreadTaskMs: findTasks.max,
      note: "in the page, from the keydown event to the frame showing that query's results; includes the worker round trip",
    });
    await page.keyboard.press('Escape');

    // A whole-range filter plus sort: its first page on screen.
    const filterMs: number[] = [];
    const filterTasks: number[] = [];
    const views = [
      '/leads?stage=2&sort=cost&dir=desc',
      '/leads?source=1,3&email=yes&sort=dtUpdate&dir=desc',
      '/leads?city=1&sort=name',
      '/leads?dup=1&costFrom=1000&sort=cost',
      '/leads?q=916&sort=userIdOwner',
    ];
    await page.goto('/leads');
    await upToDate.waitFor();
    for (const view of views) {
      const result = await page.evaluate(async (href) => {
        const before = document.querySelector('tbody tr[aria-rowindex="2"] a')?.getAttribute('href') ?? '';
        const t0 = performance.now();
        window.history.pushState({}, '', href);
        window.dispatchEvent(new PopStateEvent('popstate'));
        const when = (window as unknown as { __when(test: () => boolean): Promise<number> }).__when;
        const t1 = await when(() => {
          const table = document.querySelector('table[aria-busy]');
          const first = document.querySelector('tbody tr[aria-rowindex="2"] a')?.getAttribute('href') ?? '';
          return table?.getAttribute('aria-busy') === 'false' && first !== '' && first !== before;
        });
        return { start: t0, ms: t1 - t0 };
      }, view);
      filterMs.push(result.ms);
      filterTasks.push((await longestTaskSince(page, result.start)).max);
    }
    emit({
      case: 'filter:whole-range filter + sort, first page on screen',
      leads: LEADS,
      views: views.length,
      msEach: filterMs.map((value) => Math.round(value)),
      maxMs: Math.round(Math.max(...filterMs)),
      targetMs: 200,
      longestMainThreadTaskMs: Math.max(...filterTasks),
    });

    // After a reload: how soon the index answers from what the browser kept.
    await page.goto('/leads?stage=2&sort=cost&dir=desc');
    const answered = await page.evaluate(() => {
      const when = (window as unknown as { __when(test: () => boolean): Promise<number> }).__when;
      return when(() => /From the local copy, synced/.test(document.body.textContent ?? ''));
    });
    emit({
      case: 'reload:index answers after a reload',
      leads: LEADS,
      msFromNavigation: Math.round(answered),
      targetMs: 2000,
    });
    await context.close();
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => {
    clearTimeout(watchdog);
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(
      `bench:index failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
