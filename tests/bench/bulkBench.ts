import type { IncomingMessage } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import type { Plugin } from 'vite';
import { DEMO } from '../e2e/support/browser';
import { longestTaskSince, PAGE_PROBE } from './support/pageProbe';
import { emit } from './support/report';
import { serveApp } from './support/servedApp';

const LEADS = Number(process.env.BENCH_BULK_LEADS ?? 100_000);

/**
 * Requests that reached the sandbox by kind, counted on the server: exact whatever the machine's load. `leadPages`
 * are all `GET /lead` pages, the index's own (its minute poll) with the run's creation-time windows.
 */
const requests = { leadPut: 0, leadRead: 0, leadPages: 0 };

const countLeadRequests: Plugin = {
  name: 'bench-count-lead-requests',
  configurePreviewServer(server) {
    server.middlewares.use((request: IncomingMessage, _response: unknown, next: () => void) => {
      const route = request.url?.split('?')[0] ?? '';
      if (request.method === 'PUT' && /^\/api\/lead\/\d+$/.test(route)) requests.leadPut += 1;
      else if (request.method === 'GET' && /^\/api\/lead\/\d+$/.test(route)) requests.leadRead += 1;
      else if (request.method === 'GET' && route === '/api/lead') requests.leadPages += 1;
      next();
    });
  },
};

const now = (page: Page) => page.evaluate(() => performance.now());

async function selectAllAndPlan(page: Page): Promise<void> {
  // Leads with a phone: about half of the sandbox's.
  await page.goto('/leads?phone=yes');
  await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 600_000 });
  const bar = page.getByRole('region', { name: 'Change the selected leads' });
  const selectAll = bar.getByRole('button', { name: /^Select all [\d,]+ matching leads$/ });
  await selectAll.waitFor();
  const matching = Number(((await selectAll.textContent()) ?? '').replace(/\D/g, ''));
  const start = await now(page);
  await selectAll.click();
  // The count once the selection is in (not "0 leads selected"); it is reported beside the button's figure, which
  // a run once saw differ from it (an open question, docs/bulk.md), instead of waiting for the two to agree.
  const count = bar.getByText(/^[1-9][\d,]* leads? selected$/);
  await count.waitFor();
  const selected = await now(page);
  const selectedCount = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
  await bar.getByRole('button', { name: 'Set stage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set stage' });
  // The first stage of the catalog (the first option is the empty one).
  await dialog.getByLabel('New value').locator('option').nth(1).waitFor({ state: 'attached' });
  await dialog.getByLabel('New value').selectOption({ index: 1 });
  const planStart = await now(page);
  await dialog.getByRole('button', { name: 'Show the plan' }).click();
  await dialog.getByText(/^Set stage to /).waitFor();
  const planned = await now(page);
  emit({
    case: `bulk:select-all ${matching} matching + plan on screen (${LEADS} leads)`,
    selectedCount,
    selectMs: Math.round(selected - start),
    planMs: Math.round(planned - planStart),
    totalMs: Math.round(selected - start + planned - planStart),
    longestTaskMs: Math.max(await longestTaskSince(page, start)),
    target: '≤ 300 ms, no main-thread task over 50 ms',
    pass: selected - start + planned - planStart <= 300 && (await longestTaskSince(page, start)) <= 50,
  });
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}

async function change1000(page: Page): Promise<void> {
  await page.goto('/leads?perPage=500');
  const bar = page.getByRole('region', { name: 'Change the selected leads' });
  await page.getByRole('checkbox', { name: 'Select every lead on this page' }).click();
  if (LEADS > 500) {
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.getByRole('table', { name: /^Leads, page 2/ }).waitFor();
    await page.getByRole('checkbox', { name: 'Select every lead on this page' }).click();
  }
  const count = Math.min(1000, LEADS);
  await bar.getByText(`${count.toLocaleString('en-US')} leads selected`).waitFor();
  await bar.getByRole('button', { name: 'Set cost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set cost' });
  await dialog.getByLabel('New cost').fill('123457');
  await dialog.getByRole('button', { name: 'Show the plan' }).click();
  const apply = dialog.getByRole('button', { name: /^Apply to [\d,]+ leads?$/ });
  await apply.waitFor();
  const started = Date.now();
  Object.assign(requests, { leadPut: 0, leadRead: 0, leadPages: 0 });
  await apply.click();
  await page.getByText('Finished', { exact: true }).waitFor({ timeout: 600_000 });
  const seconds = (Date.now() - started) / 1000;
  const result = await page
    .getByRole('status')
    .filter({ hasText: / done: / })
    .first()
    .textContent();
  emit({
    case: `bulk:change-${count} (sandbox's default rate limit)`,
    seconds: Math.round(seconds * 10) / 10,
    result,
    requests: { ...requests },
    target: '≤ 90 s',
    pass: seconds <= 90,
  });
}

/** Serves the built app (in `outDir`) with a sandbox of BENCH_BULK_LEADS leads and runs the two cases. */
export async function bulkCases(browser: Browser, outDir: string): Promise<void> {
  const app = await serveApp(outDir, { leadCount: LEADS }, [countLeadRequests]);
  const context = await browser.newContext({
    baseURL: app.baseURL,
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
    timezoneId: 'Europe/Moscow',
  });
  try {
    await context.addInitScript(PAGE_PROBE);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto('/login');
    await page.getByLabel(/^E-mail/).fill(DEMO.username);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/leads');
    await selectAllAndPlan(page);
    await change1000(page);
  } finally {
    await context.close();
    await app.close();
  }
}
