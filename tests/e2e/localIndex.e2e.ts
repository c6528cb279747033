import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

const LEADS = 1800;
const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 60_000, interval: 200 });

const leadTable = (page: Page) => page.getByRole('table', { name: /^Leads, page/ });
const bodyRows = (page: Page) => leadTable(page).locator('tbody tr[aria-rowindex]');

async function waitUntilIndexed(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });
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
    expect(await indexDatabases(page)).toHaveLength(1);

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
});
