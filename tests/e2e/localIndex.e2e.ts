import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

const LEADS = 1800;
const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 20_000, interval: 200 });

const leadTable = (page: Page) => page.getByRole('table', { name: /^Leads, page/ });
const bodyRows = (page: Page) => leadTable(page).locator('tbody tr[aria-rowindex]');

async function waitUntilIndexed(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });
}

interface WireLead {
  id: number;
  name: string | null;
  funnelStageId: number | null;
  cost: number | string | null;
}

/** Every lead, read from the sandbox's API with the page's token: the reference the index is checked against. */
async function allLeadsFromApi(page: Page): Promise<WireLead[]> {
  return page.evaluate(async () => {
    const session = JSON.parse(
      sessionStorage.getItem('crm.session') ?? localStorage.getItem('crm.session') ?? '{}',
    );
    const leads: WireLead[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const response = await fetch(`/api/lead?page=${pageNumber}&per_page=500`, {
        headers: { Authorization: `Bearer ${session.accessToken}`, Accept: 'application/json' },
      });
      const body = await response.json();
      leads.push(...body.data);
      if (pageNumber >= body.meta.last_page) return leads;
    }
  });
}

async function indexDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('crm-lead-index-')),
  );
}

describe('the local lead index', () => {
  const e2e = setupE2e({ leadCount: LEADS });

  it('fills in the background, finds a lead by part of its phone with Ctrl+K, and is deleted at sign-out', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, '/leads');
    await bodyRows(page).first().waitFor();
    await waitUntilIndexed(page);
    // One index for the account, with its companion for the history the syncs saw (deleted with it).
    const [indexName] = (await indexDatabases(page)).filter((name) => !name.endsWith('-history'));
    expect((await indexDatabases(page)).sort()).toEqual([indexName, `${indexName}-history`]);

    // A lead from deep in the account, not one on the first page.
    const target = await page.evaluate(async () => {
      const token = JSON.parse(
        sessionStorage.getItem('crm.session') ?? localStorage.getItem('crm.session') ?? '{}',
      );
      const response = await fetch('/api/lead?page=3&per_page=500', {
        headers: { Authorization: `Bearer ${token.accessToken}`, Accept: 'application/json' },
      });
      const body = await response.json();
      return body.data.find((lead: { phone: unknown }) => lead.phone !== null) as {
        id: number;
        phone: number | string;
      };
    });
    const digits = String(target.phone).replace(/\D/g, '').slice(-10);
    const typed = `${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6, 8)}`;

    await page.keyboard.press('Control+K');
    const input = page.getByRole('combobox', { name: 'Find a lead by phone, name or e-mail' });
    await input.fill(`8 ${typed}`);
    const option = page.getByRole('option', { name: new RegExp(`#${target.id}\\b`) });
    await option.waitFor();
    await expect.poll(() => option.locator('mark').count()).toBeGreaterThan(0);
    // Arrows move to the target, Enter opens it.
    const options = page.getByRole('listbox', { name: 'Leads found' }).getByRole('option');
    const names = await options.allTextContents();
    const index = names.findIndex((text) => text.includes(`#${target.id}`));
    for (let step = 0; step < index; step += 1) await input.press('ArrowDown');
    await input.press('Enter');
    await page.waitForURL(new RegExp(`/leads/${target.id}$`));

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await eventually(() => indexDatabases(page)).toEqual([]);
  });

  it('filters the whole range by stage with the CRM’s own count, sorts by cost, and finds an edited lead at once', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, '/leads');
    await waitUntilIndexed(page);
    const reference = await allLeadsFromApi(page);
    const stageIds = [...new Set(reference.map((lead) => lead.funnelStageId).filter((id) => id !== null))];
    const stage = stageIds[0];
    const expected = reference.filter((lead) => lead.funnelStageId === stage).length;

    await page.goto(`/leads?stage=${stage}&perPage=50`);
    await page.getByText(/^From the local copy, synced/).waitFor();
    await page.getByText(`Leads: ${expected}`, { exact: true }).waitFor();
    const stageColumn = await leadTable(page)
      .getByRole('columnheader')
      .evaluateAll((headers) =>
        headers.findIndex((header) => header.textContent?.startsWith('Funnel stage')),
      );
    const stages = await bodyRows(page).evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''),
      stageColumn,
    );
    expect(stages.length).toBeGreaterThan(5);
    expect(new Set(stages).size).toBe(1);

    // Sorting by cost orders the whole range: the first row holds the account's highest cost of that stage.
    await leadTable(page).getByRole('button', { name: /Cost/ }).click();
    // The second click reverses the order the first one set: it waits until the column says it is ascending.
    const costHeader = leadTable(page).getByRole('columnheader', { name: /Cost/ });
    await eventually(() => costHeader.getAttribute('aria-sort')).toBe('ascending');
    await leadTable(page).getByRole('button', { name: /Cost/ }).click();
    await eventually(() => costHeader.getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).searchParams.get('dir')).toBe('desc');
    const highest = Math.max(
      ...reference
        .filter((lead) => lead.funnelStageId === stage && lead.cost !== null)
        .map((lead) => Number(lead.cost)),
    );
    // Ties on the highest cost may come in any order: any of them on top is right.
    const costOf = new Map(
      reference.map((lead) => [`/leads/${lead.id}`, lead.cost === null ? null : Number(lead.cost)]),
    );
    await eventually(async () =>
      costOf.get((await bodyRows(page).first().getByRole('link').first().getAttribute('href')) ?? ''),
    ).toBe(highest);

    // An edit made in the app is in the index at once.
    const lead = reference[reference.length - 1];
    await page.goto(`/leads/${lead?.id}/edit`);
    const renamed = `Zyxwq Renamed ${lead?.id}`;
    await page.getByLabel('Name', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: `Lead ${renamed}` }).waitFor();
    await page.keyboard.press('Control+K');
    await page.getByRole('combobox', { name: 'Find a lead by phone, name or e-mail' }).fill('zyxwq');
    await page.getByRole('option', { name: new RegExp(`Zyxwq Renamed ${lead?.id}`) }).waitFor();
  });
});
