import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser';
import { bodyRows, goOffline, keptSessionReady, setupProductionE2e } from './support/production';

describe('the app with no network, on the production server', () => {
  const e2e = setupProductionE2e({ leadCount: 40 });

  it('opens a kept session offline: the list, a lead, the board, the inbox, the dashboard, quick find', async () => {
    const { page, context } = await e2e.newPage({
      serviceWorkers: 'allow',
      bypassCSP: true,
    });
    await keptSessionReady(page);
    const firstLink = bodyRows(page).first().getByRole('link').first();
    const name = ((await firstLink.textContent()) ?? '').trim();

    const backOnline = await goOffline(page, context);
    await page.reload();
    const banner = page
      .getByRole('status')
      .filter({ hasText: /^Offline — the local copy as of \d{1,2}:\d\d( [AP]M)?\./ });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('lead changes and new leads wait in the outbox');
    await bodyRows(page).first().waitFor();
    expect(await page.getByText('Leads: 40', { exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Sorting and filtering are the local copy's own, online or not.
    await page.getByRole('table').getByRole('button', { name: /Cost/ }).click();
    const costHeader = page.getByRole('table').getByRole('columnheader', { name: /Cost/ });
    await expect.poll(() => costHeader.getAttribute('aria-sort')).toBe('ascending');
    await bodyRows(page).first().waitFor();

    await page.goto(`/leads?q=${encodeURIComponent(name)}`);
    await page.getByRole('table').getByRole('link', { name }).first().click();
    await page.getByRole('heading', { level: 1, name: `Lead ${name}` }).waitFor();

    await page.goto('/board');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await banner.waitFor();
    await page.getByText(name).first().waitFor();

    await page.goto('/inbox');
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    await banner.waitFor();

    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await banner.waitFor();

    await page.keyboard.press('Control+K');
    const find = page.getByRole('combobox', { name: 'Find a lead by phone, name or e-mail' });
    await find.fill(name);
    await page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // A wizard asks for the network before its first step, and opens once it is back.
    await page.goto('/deals/new');
    await page.getByRole('heading', { level: 1, name: 'This needs the network' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First name' }).count()).toBe(0);
    await backOnline();
    await page.getByRole('textbox', { name: 'First name' }).waitFor();
    await expect.poll(() => banner.count()).toBe(0);
    await context.close();
  });
});
