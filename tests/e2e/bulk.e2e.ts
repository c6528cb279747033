import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, signIn } from './support/browser';
import { setupE2e } from './support/setup';

/**
 * What reached the sandbox: each PUT /lead/{id}, and the app's GET /lead/{id} (one lead read on its own),
 * counted on the server side of the browser.
 */
const traffic = { putsById: new Map<number, number>(), leadReads: 0, responseDelayMs: 0 };

const watchLeadPuts: Plugin = {
  name: 'e2e-watch-lead-puts',
  configurePreviewServer(server) {
    server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
      const match = /^\/api\/lead\/(\d+)$/.exec(request.url?.split('?')[0] ?? '');
      if (request.method === 'GET' && match && !request.headers['x-test-call']) traffic.leadReads += 1;
      if (request.method === 'PUT' && match) {
        const id = Number(match[1]);
        traffic.putsById.set(id, (traffic.putsById.get(id) ?? 0) + 1);
        // Slows the answer, not the request: the change is saved before the browser hears of it.
        const delay = traffic.responseDelayMs;
        if (delay > 0) {
          const end = response.end.bind(response);
          response.end = ((...args: Parameters<typeof end>) => {
            setTimeout(() => end(...args), delay);
            return response;
          }) as typeof response.end;
        }
      }
      next();
    });
  },
};

interface ApiLead {
  id: number;
  userIdOwner: number | null;
  dtUpdate: number | string | null;
}

/** Calls the CRM as the signed-in user, through the app's own proxy. */
async function api<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = sessionStorage.getItem('crm.session') ?? localStorage.getItem('crm.session') ?? '{}';
      const { accessToken } = JSON.parse(stored) as { accessToken?: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${accessToken}`,
          // Marks the test's own calls, so the PUTs the app sends can be told apart.
          'X-Test-Call': '1',
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

async function allLeads(page: Page): Promise<ApiLead[]> {
  const leads: ApiLead[] = [];
  for (let number = 1; ; number += 1) {
    const body = await api<{ data: ApiLead[]; meta: { last_page: number } }>(
      page,
      'GET',
      `/lead?page=${number}&per_page=500`,
    );
    leads.push(...body.data);
    if (number >= body.meta.last_page) return leads;
  }
}

/** The app's PUTs as the browser sent them: lead id and body. */
function recordAppPuts(page: Page): Array<[number, unknown]> {
  const puts: Array<[number, unknown]> = [];
  page.on('request', (request) => {
    const match = /\/api\/lead\/(\d+)$/.exec(new URL(request.url()).pathname);
    if (request.method() !== 'PUT' || !match || request.headers()['x-test-call']) return;
    puts.push([Number(match[1]), JSON.parse(request.postData() ?? 'null')]);
  });
  return puts;
}

async function waitUntilIndexed(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });
}

const selectPage = (page: Page) => page.getByRole('checkbox', { name: 'Select every lead on this page' });

describe('bulk changes', () => {
  const e2e = setupE2e({ leadCount: 600 }, [watchLeadPuts]);
  afterEach(() => {
    traffic.putsById.clear();
    traffic.responseDelayMs = 0;
  });

  it('sets the owner of 30 filtered leads once each, across a reload, then undoes it but for a lead changed since', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, '/leads');
    await waitUntilIndexed(page);

    // The owner with the most leads, and another to give them to.
    const leads = await allLeads(page);
    const counts = new Map<number, number>();
    for (const lead of leads)
      if (lead.userIdOwner !== null) counts.set(lead.userIdOwner, (counts.get(lead.userIdOwner) ?? 0) + 1);
    const [from] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0];
    const to = [...counts.keys()].find((owner) => owner !== from) ?? 0;
    expect(counts.get(from)).toBeGreaterThanOrEqual(30);
    const employees = await api<{ data: Array<{ id: number; name: string }> }>(page, 'GET', '/user/all-list');
    const toName = employees.data.find((employee) => employee.id === to)?.name ?? '';
    const fromName = employees.data.find((employee) => employee.id === from)?.name ?? '';

    // Fifteen a page, so that two pages are thirty leads.
    await page.goto(`/leads?owner=${from}&perPage=15`);
    await page
      .getByRole('table', { name: /^Leads, page 1/ })
      .locator('tbody tr[aria-rowindex]')
      .first()
      .waitFor();
    const bar = page.getByRole('region', { name: 'Change the selected leads' });
    // Nothing selected: one quiet line, no actions.
    await bar.getByText('0 leads selected').waitFor();
    expect(await bar.getByRole('button', { name: 'Set owner' }).count()).toBe(0);

    // Fifteen on this page, fifteen on the next: the selection survives paging.
    await selectPage(page).click();
    await bar.getByText('15 leads selected').waitFor();
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.getByRole('table', { name: /^Leads, page 2/ }).waitFor();
    await selectPage(page).click();
    await bar.getByText('30 leads selected').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Set owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set owner' });
    await dialog.getByLabel('New value').selectOption(String(to));
    await dialog.getByRole('button', { name: 'Show the plan' }).click();
    await dialog
      .getByText(`Set owner to ${toName} on 30 leads: 30 from ${fromName}. Nothing is sent until you apply.`)
      .waitFor();
    expect(traffic.putsById.size).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const puts = recordAppPuts(page);
    traffic.leadReads = 0;
    traffic.responseDelayMs = 1_500;
    await dialog.getByRole('button', { name: 'Apply to 30 leads' }).click();
    await page.getByRole('heading', { level: 1, name: `Set owner to ${toName}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A reload in the middle: the run resumes from the journal and sends no lead twice.
    await expect.poll(() => traffic.putsById.size, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    expect(traffic.putsById.size).toBeLessThan(30);
    await page.reload();
    traffic.responseDelayMs = 0;
    await page.getByText('Finished').waitFor({ timeout: 60_000 });
    await page.getByText('30 of 30 done: 30 changed, 0 skipped, 0 refused, 0 failed.').waitFor();
    expect(traffic.putsById.size).toBe(30);
    expect([...traffic.putsById.values()].every((count) => count === 1)).toBe(true);
    // The stale check reads the leads a creation-time window at a time: a lead is read on its own only when its
    // request was in flight at the reload (a few at a time) and the run asks what became of it.
    expect(traffic.leadReads).toBeLessThanOrEqual(4);
    expect(puts.every(([, body]) => JSON.stringify(body) === JSON.stringify({ userIdOwner: to }))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const changed = [...traffic.putsById.keys()];
    const after = await Promise.all(changed.map((id) => api<{ data: ApiLead }>(page, 'GET', `/lead/${id}`)));
    expect(after.every(({ data }) => data.userIdOwner === to)).toBe(true);

    // The undo plan puts all 30 back; then, before it is applied, someone changes one of them through the API, in
    // a later second than the bulk change left it: the run finds it changed since and leaves it alone.
    await page.getByRole('button', { name: 'Undo this change' }).click();
    const undo = page.getByRole('dialog', { name: 'Undo this change' });
    await undo.getByText('30 leads go back to the values they had before.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const [elsewhere] = changed;
    const saved = after[0]?.data.dtUpdate;
    const savedSeconds = typeof saved === 'number' ? saved : Date.parse(String(saved)) / 1000;
    await expect.poll(() => Date.now() / 1000, { timeout: 5_000 }).toBeGreaterThan(savedSeconds + 1);
    await api(page, 'PUT', `/lead/${elsewhere}`, { cost: 4242 });
    traffic.putsById.clear();
    await undo.getByRole('button', { name: 'Put back 30 leads' }).click();
    await page.getByRole('heading', { level: 1, name: `Undo: Set owner to ${toName}` }).waitFor();
    await page.getByText('Finished').waitFor({ timeout: 60_000 });
    await page.getByText('30 of 30 done: 29 changed, 1 skipped, 0 refused, 0 failed.').waitFor();
    await page.getByRole('cell', { name: 'Changed elsewhere, skipped' }).waitFor();
    expect(traffic.putsById.has(elsewhere ?? 0)).toBe(false);
    expect(traffic.putsById.size).toBe(29);
    expect(await axeViolations(page)).toEqual([]);

    const undone = await Promise.all(changed.map((id) => api<{ data: ApiLead }>(page, 'GET', `/lead/${id}`)));
    for (const { data } of undone) expect(data.userIdOwner).toBe(data.id === elsewhere ? to : from);

    // A job is undone once, and Recent changes lists both.
    await page.getByRole('link', { name: 'Recent changes' }).click();
    const recent = page.getByRole('table', { name: 'The last 20 changes' });
    await recent.getByRole('link', { name: `Set owner to ${toName}`, exact: true }).waitFor();
    await recent.getByRole('link', { name: `Undo: Set owner to ${toName}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('is clean under axe in the dark theme: bar, plan, run and report; no lead selected shows no actions', async () => {
    const { page } = await e2e.newPage({ colorScheme: 'dark' });
    await signIn(page, '/leads');
    await waitUntilIndexed(page);
    await page.goto('/leads?stage=1');
    await page
      .getByRole('table', { name: /^Leads, page 1/ })
      .locator('tbody tr[aria-rowindex]')
      .first()
      .waitFor();
    const bar = page.getByRole('region', { name: 'Change the selected leads' });
    await bar.getByText('0 leads selected').waitFor();
    expect(await bar.getByRole('button', { name: 'Set cost' }).count()).toBe(0);
    // Space toggles the focused row; Shift+Space takes the range from the last one.
    await page
      .getByRole('table', { name: /^Leads, page 1/ })
      .locator('tbody tr[aria-rowindex]')
      .first()
      .focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+Space');
    await bar.getByText('3 leads selected').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Set cost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set cost' });
    await dialog.getByLabel('New cost').fill('12.5');
    await dialog.getByRole('button', { name: 'Show the plan' }).click();
    await dialog.getByText('Cost must be a whole number, 0 or more.').waitFor();
    await dialog.getByLabel('New cost').fill('777');
    await dialog.getByRole('button', { name: 'Show the plan' }).click();
    await dialog.getByText(/^Set cost to 777 on 3 leads/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Apply to 3 leads' }).click();
    await page.getByText('Finished').waitFor({ timeout: 60_000 });
    await page.getByText('3 of 3 done: 3 changed, 0 skipped, 0 refused, 0 failed.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('selects cards on the board, or a whole column, with the same bar', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, '/board');
    await waitUntilIndexed(page);
    const bar = page.getByRole('region', { name: 'Change the selected leads' });
    const firstColumnBox = page.getByRole('checkbox', { name: /^Select every lead in / }).first();
    await firstColumnBox.waitFor();
    const stage = ((await firstColumnBox.getAttribute('aria-label')) ?? '').replace(
      'Select every lead in ',
      '',
    );
    const column = page.getByRole('region', { name: stage, exact: true });
    const total = Number(((await column.getByText(/ leads · /).textContent()) ?? '').split(' ')[0]);
    await firstColumnBox.click();
    await bar.getByText(new RegExp(`^${total.toLocaleString('en-US')} leads? selected$`)).waitFor();
    // One card off again, by its own box.
    await column
      .getByRole('checkbox', { name: /^Select lead \d+$/ })
      .first()
      .click();
    await bar.getByText(new RegExp(`^${(total - 1).toLocaleString('en-US')} leads? selected$`)).waitFor();
    expect(await bar.getByRole('button', { name: 'Set stage' }).isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});
