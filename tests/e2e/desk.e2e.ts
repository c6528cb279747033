import { describe, expect, it } from 'vitest';
import { axeViolations, signIn } from './support/browser';
import {
  createLeadElsewhere,
  eventually,
  groupOfRow,
  inboxTable,
  onScreen,
  waitUntilIndexed,
} from './support/inbox';
import { setupE2e } from './support/setup';

// The look for new leads every 3 s instead of every minute, read by the dev/preview server into config.json.
process.env.CRM_NEW_LEADS_SECONDS = '3';

describe('the sales desk', () => {
  const e2e = setupE2e({ leadCount: 400 });

  it('shows a lead created elsewhere in Answer now, on screen, with an alert, and takes it with one key', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/inbox');
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    await waitUntilIndexed(page);

    const name = `Desk Test ${Date.now()}`;
    const id = await createLeadElsewhere(page, name);
    await page.getByText(`New lead: ${name}`).waitFor({ timeout: 30_000 });
    const row = inboxTable(page).getByRole('row', { name });
    await row.waitFor();
    expect(await groupOfRow(page, name)).toBe('Answer now');
    expect(await onScreen(page, `tr[data-lead-id="${id}"]`)).toBe(true);
    await row.getByText('New', { exact: true }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^\(\d+\) /);

    const puts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/api\/lead\/\d+$/.test(request.url()))
        puts.push(request.postDataJSON());
    });
    await row.focus();
    await page.keyboard.press('t');
    await page.getByText(`${name} is yours now.`).waitFor();
    await eventually(() => row.count()).toBe(0);
    const employees = await page.evaluate(async () => {
      const session = JSON.parse(
        sessionStorage.getItem('crm.session') ?? localStorage.getItem('crm.session') ?? '{}',
      );
      const response = await fetch('/api/user/all-list', {
        headers: { Authorization: `Bearer ${session.accessToken}`, Accept: 'application/json' },
      });
      return ((await response.json()) as { data: Array<{ id: number; email: string | null }> }).data;
    });
    const me = employees.find((employee) => employee.email === 'admin@sandbox.test')?.id;
    expect(puts).toEqual([{ userIdOwner: me }]);

    // Undo puts the previous owner back, and the lead waits again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await eventually(() => puts).toEqual([{ userIdOwner: me }, { userIdOwner: null }]);
    await row.waitFor();
    await row.focus();
    await page.keyboard.press('t');
    await eventually(() => row.count()).toBe(0);

    // The take is the lead's first touch, exact since it was made here: on the dashboard and on the lead's page.
    await page.goto('/dashboard?preset=today');
    const byOwner = page.getByRole('table', { name: 'By owner' });
    await byOwner.waitFor({ timeout: 30_000 });
    expect(await byOwner.getByRole('row').count()).toBeGreaterThan(1);
    await expect.poll(() => byOwner.textContent()).not.toContain('≈');
    await context.close();
  });

  it('walks a filtered list in order with J and K, and lists the new keys in the help', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads?stage=2&perPage=50');
    await page.getByText(/^From the local copy, synced/).waitFor({ timeout: 90_000 });
    const rows = page.getByRole('table', { name: /^Leads, page/ }).locator('tbody tr[aria-rowindex]');
    await rows.nth(3).waitFor();
    const paths = await rows.evaluateAll((found) =>
      found.slice(0, 3).map((row) => row.querySelector('a[href^="/leads/"]')?.getAttribute('href') ?? ''),
    );
    expect(paths.every((path) => /^\/leads\/\d+$/.test(path))).toBe(true);

    await rows.first().locator(`a[href="${paths[0]}"]`).click();
    const stepper = page.getByRole('navigation', { name: 'Leads of the list' });
    await stepper.getByText(/^1 of \d+$/).waitFor();
    await expect.poll(() => stepper.getByRole('button', { name: 'First lead' }).isDisabled()).toBe(true);
    await expect.poll(() => stepper.getByRole('button', { name: 'Next ›' }).isEnabled()).toBe(true);
    await page.keyboard.press('j');
    await page.waitForURL((url) => url.pathname === paths[1]);
    await stepper.getByText(/^2 of \d+$/).waitFor();
    await page.keyboard.press('j');
    await page.waitForURL((url) => url.pathname === paths[2]);
    await stepper.getByText(/^3 of \d+$/).waitFor();
    await page.keyboard.press('k');
    await page.waitForURL((url) => url.pathname === paths[1]);
    await stepper.getByText(/^2 of \d+$/).waitFor();

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const text of [
      'Take the lead (you become its owner)',
      'Move the lead to the next stage',
      'Next lead of the list, column or inbox you came from',
      'Previous lead of the list, column or inbox you came from',
      'Call the lead',
      'Go to the inbox',
    ]) {
      await help.getByRole('cell', { name: text }).first().waitFor();
    }
    await context.close();
  });

  it('moves three leads on J J J pressed at once, and back on J then K', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads?stage=2&perPage=50');
    await page.getByText(/^From the local copy, synced/).waitFor({ timeout: 90_000 });
    const rows = page.getByRole('table', { name: /^Leads, page/ }).locator('tbody tr[aria-rowindex]');
    await rows.nth(4).waitFor();
    const paths = await rows.evaluateAll((found) =>
      found.slice(0, 4).map((row) => row.querySelector('a[href^="/leads/"]')?.getAttribute('href') ?? ''),
    );
    await rows.first().locator(`a[href="${paths[0]}"]`).click();
    const stepper = page.getByRole('navigation', { name: 'Leads of the list' });
    await stepper.getByText(/^1 of \d+$/).waitFor();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });

    // Three keys without waiting for any page: each is acted on once the previous move has landed.
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.waitForURL((url) => url.pathname === paths[3]);
    await stepper.getByText(/^4 of \d+$/).waitFor();
    expect(visited).toEqual([paths[1], paths[2], paths[3]]);

    visited.length = 0;
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await eventually(() => visited.length).toBe(2);
    expect(visited[0]).not.toBe(paths[3]);
    expect(visited[1]).toBe(paths[3]);
    await stepper.getByText(/^4 of \d+$/).waitFor();
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'has no axe violations on the inbox and the lead page (%s theme)',
    async (scheme) => {
      const { page, context } = await e2e.newPage({ colorScheme: scheme });
      await signIn(page, '/inbox?backlog=open');
      await inboxTable(page).locator('tr[data-row]').first().waitFor({ timeout: 90_000 });
      expect(await axeViolations(page)).toEqual([]);
      const first = inboxTable(page).locator('tr[data-row]').first();
      await first.focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('navigation', { name: 'Leads of the inbox' })
        .getByText(/^1 of \d+$/)
        .waitFor();
      await page.getByRole('heading', { name: 'History seen by this browser' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
