import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 30_000, interval: 200 });

async function waitUntilIndexed(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const storedViews = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('crm.views:')).length);

describe('saved views', () => {
  const e2e = setupE2e({ leadCount: 600 });

  it('saves the list’s view under Views with its live count, and one click after a reload restores it', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads?stage=1&sort=cost&dir=desc&perPage=50');
    await waitUntilIndexed(page);
    await page
      .getByRole('table', { name: /^Leads, page/ })
      .locator('tbody tr[aria-rowindex]')
      .first()
      .waitFor();

    await navigation(page).getByRole('button', { name: 'Save this view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.getByText('Give the view a name.').waitFor();
    await dialog.getByLabel('Name of the view').fill('First stage <b>by cost</b>');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    const link = navigation(page).getByRole('link', { name: /^First stage <b>by cost<\/b>/ });
    await link.waitFor();
    await eventually(() => link.textContent()).toMatch(/^First stage <b>by cost<\/b> \(\d+ leads\)$/);
    const count = Number((await link.textContent())?.match(/\((\d+) leads\)/)?.[1]);
    expect(count).toBeGreaterThan(0);

    await page.goto('/board');
    await page.reload();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/leads' && url.searchParams.get('stage') === '1');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      stage: '1',
      sort: 'cost',
      dir: 'desc',
      perPage: '50',
    });
    await page.getByText(`Leads: ${count}`, { exact: true }).waitFor();
    expect(await link.getAttribute('aria-current')).toBe('page');

    // Signing out without "Keep me signed in" takes the views with it.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await eventually(() => storedViews(page)).toBe(0);
    await context.close();
  });

  it('keeps the views through a sign-out when "Keep me signed in" was chosen; rename, reorder and delete', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/dashboard', { keep: true });
    for (const name of ['Dashboard all', 'Dashboard again']) {
      await navigation(page).getByRole('button', { name: 'Save this view' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this view' });
      await dialog.getByLabel('Name of the view').fill(name);
      await dialog.getByRole('button', { name: 'Save view' }).click();
      await navigation(page)
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .waitFor();
    }
    await navigation(page).getByRole('button', { name: 'Manage views' }).click();
    const manage = page.getByRole('dialog', { name: 'Saved views' });
    await manage.getByRole('button', { name: 'Move “Dashboard again” up' }).click();
    await manage.getByLabel('Name of “Dashboard all”').fill('Everything');
    await manage.getByRole('button', { name: 'Delete “Dashboard again”' }).click();
    await manage.getByRole('button', { name: 'Done' }).click();
    const names = () =>
      navigation(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.firstChild?.textContent?.trim() ?? ''));
    await eventually(async () =>
      (await names()).filter((name) => ['Everything', 'Dashboard all', 'Dashboard again'].includes(name)),
    ).toEqual(['Everything']);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    expect(await storedViews(page)).toBe(1);
    await context.close();
  });
});
