import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser';
import { bodyRows, goOffline, keptSessionReady, setupProductionE2e } from './support/production';

interface SentPut {
  leadId: number;
  body: unknown;
}

/** Every PUT /lead/{id} the page sends, in order, with its body. */
function recordPuts(page: Page): SentPut[] {
  const puts: SentPut[] = [];
  page.on('request', (request) => {
    const match = /\/api\/lead\/(\d+)$/.exec(new URL(request.url()).pathname);
    if (request.method() === 'PUT' && match) {
      puts.push({ leadId: Number(match[1]), body: request.postDataJSON() });
    }
  });
  return puts;
}

/** The id and name of the list's row `n` (0-based). */
async function rowLead(page: Page, n: number): Promise<{ id: number; name: string }> {
  const link = bodyRows(page).nth(n).getByRole('link').first();
  const name = ((await link.textContent()) ?? '').trim();
  const id = Number(/\/leads\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]);
  return { id, name };
}

/** Renames a lead through its edit form, as a person would. */
async function rename(page: Page, id: number, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**/leads/${id}/edit`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('heading', { level: 1, name: `Lead ${name}` }).waitFor();
}

// Each test first waits for its kept session (the service worker up to 30 s, the local copy up to 90 s) and then
// for the outbox to empty (up to 30 s): on a loaded machine those waits alone pass the default 60 s.
describe('lead changes made offline', { timeout: 240_000 }, () => {
  const e2e = setupProductionE2e({ leadCount: 30 });

  it('wait in the outbox and go once, with only the changed field, when the network is back', async () => {
    const { page, context } = await e2e.newPage({
      serviceWorkers: 'allow',
      bypassCSP: true,
    });
    await keptSessionReady(page);
    const puts = recordPuts(page);
    const lead = await rowLead(page, 0);
    await bodyRows(page).first().getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: `Lead ${lead.name}` }).waitFor();

    await context.setOffline(true);
    const renamed = `${lead.name} Offline`;
    await rename(page, lead.id, renamed);
    const outbox = page.getByRole('button', { name: '1 change waiting to be sent' });
    await outbox.waitFor();
    await outbox.click();
    const dialog = page.getByRole('dialog', { name: '1 change waiting to be sent' });
    await dialog.getByText('Changed: Name').waitFor();
    await dialog.getByText('Waiting for the network').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    expect(puts).toEqual([]);

    await context.setOffline(false);
    await outbox.waitFor({ state: 'detached', timeout: 30_000 });
    expect(puts).toEqual([{ leadId: lead.id, body: { name: renamed } }]);
    // Read again from the CRM, the lead has the change.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Lead ${renamed}` }).waitFor();
    await context.close();
  });

  it('are sent in the order they were made, and one can be cancelled', async () => {
    const { page, context } = await e2e.newPage({ serviceWorkers: 'allow' });
    await keptSessionReady(page);
    const puts = recordPuts(page);
    const [first, second, third] = [await rowLead(page, 1), await rowLead(page, 2), await rowLead(page, 3)];

    const backOnline = await goOffline(page, context);
    for (const lead of [second, first, third]) {
      await page.goto(`/leads/${lead.id}`);
      await page.getByRole('heading', { level: 1, name: `Lead ${lead.name}` }).waitFor();
      await rename(page, lead.id, `${lead.name} Later`);
    }
    const outbox = page.getByRole('button', { name: '3 changes waiting to be sent' });
    await outbox.click();
    const dialog = page.getByRole('dialog', { name: '3 changes waiting to be sent' });
    const items = dialog.getByRole('listitem');
    await items.nth(2).waitFor();
    expect(await items.count()).toBe(3);
    await items.filter({ hasText: third.name }).getByRole('button', { name: 'Cancel this change' }).click();
    await page.getByRole('dialog', { name: '2 changes waiting to be sent' }).waitFor();
    await page.keyboard.press('Escape');

    await backOnline();
    await page
      .getByRole('button', { name: /changes? waiting to be sent/ })
      .waitFor({ state: 'detached', timeout: 30_000 });
    expect(puts).toEqual([
      { leadId: second.id, body: { name: `${second.name} Later` } },
      { leadId: first.id, body: { name: `${first.name} Later` } },
    ]);
    await context.close();
  });

  it('warn at sign-out while unsent, then go with the rest of the session', async () => {
    const { page, context } = await e2e.newPage({ serviceWorkers: 'allow' });
    await keptSessionReady(page);
    const puts = recordPuts(page);
    const lead = await rowLead(page, 4);
    await bodyRows(page).nth(4).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: `Lead ${lead.name}` }).waitFor();
    await context.setOffline(true);
    await rename(page, lead.id, `${lead.name} Never`);
    await page.getByRole('button', { name: '1 change waiting to be sent' }).waitFor();

    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      // The first time the person stays; the second time they sign out.
      void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain('1 change made offline has not been sent to the CRM');
    expect(new URL(page.url()).pathname).toBe(`/leads/${lead.id}`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await indexedDB.databases())
            .map((database) => database.name ?? '')
            .filter((name) => name.startsWith('crm-batch|')),
        ),
      )
      .toEqual([]);
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Sign in to the CRM' }).waitFor();
    expect(puts).toEqual([]);
    await context.close();
  });

  it('keep the inbox’s next stage made offline, and send it with the stage only', async () => {
    const { page, context } = await e2e.newPage({ serviceWorkers: 'allow' });
    await keptSessionReady(page);
    const puts = recordPuts(page);
    await page.goto('/inbox');
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    // The first lead's row (the inbox's groups open with a heading row of their own). The sandbox's waiting leads
    // may all be days old, in the backlog, which opens on request: opening it changes no other group's rows.
    const row = page.getByRole('table').locator('tbody tr[data-lead-id]').first();
    const backlog = page.getByRole('button', { name: 'Show the backlog' });
    await row.or(backlog).first().waitFor();
    if (await backlog.isVisible()) await backlog.click();
    await row.getByRole('button', { name: 'Next stage' }).waitFor();
    await context.setOffline(true);
    await row.getByRole('button', { name: 'Next stage' }).click();
    await page.getByRole('button', { name: '1 change waiting to be sent' }).waitFor();
    expect(puts).toEqual([]);

    await context.setOffline(false);
    await page
      .getByRole('button', { name: '1 change waiting to be sent' })
      .waitFor({ state: 'detached', timeout: 30_000 });
    expect(puts).toHaveLength(1);
    expect(Object.keys(puts[0]?.body ?? {})).toEqual(['funnelStageId']);
    await context.close();
  });

  it('keep a lead created offline, and create it once when the network is back', async () => {
    const { page, context } = await e2e.newPage({ serviceWorkers: 'allow', bypassCSP: true });
    await keptSessionReady(page);
    const posts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/lead') {
        posts.push(request.postDataJSON());
      }
    });
    await context.setOffline(true);
    await page.getByRole('link', { name: 'New lead' }).first().click();
    await page.waitForURL('**/leads/new');
    await page.getByLabel('Name', { exact: true }).fill('Made in a basement');
    await page.getByLabel('Phone', { exact: true }).fill('+7 903 444-55-66');
    await page.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Сайт' }).click();
    await page.getByRole('button', { name: 'Create lead' }).click();
    await page.waitForURL((url) => url.pathname === '/leads');
    const outbox = page.getByRole('button', { name: '1 change waiting to be sent' });
    await outbox.click();
    const dialog = page.getByRole('dialog', { name: '1 change waiting to be sent' });
    await dialog.getByText('New lead: Made in a basement').waitFor();
    await dialog.getByText('Filled in: Name, Phone, Source').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(posts).toEqual([]);

    await context.setOffline(false);
    await outbox.waitFor({ state: 'detached', timeout: 30_000 });
    expect(posts).toEqual([{ name: 'Made in a basement', phone: '+79034445566', sourceId: 2 }]);
    // The CRM has it: the list finds it by name.
    await page.goto('/leads?q=basement');
    await bodyRows(page).getByRole('link', { name: 'Made in a basement' }).first().waitFor();
    await context.close();
  });
});
