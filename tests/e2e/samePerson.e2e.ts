import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

// New leads are looked for every 3 s instead of every minute (read by the preview server into config.json).
process.env.CRM_NEW_LEADS_SECONDS = '3';

function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const session = JSON.parse(
      sessionStorage.getItem('crm.session') ?? localStorage.getItem('crm.session') ?? '{}',
    );
    return String(session.accessToken);
  });
}

async function createLead(page: Page, data: Record<string, string | number>): Promise<number> {
  const response = await page.request.post('/api/lead', {
    headers: { Authorization: `Bearer ${await accessToken(page)}`, Accept: 'application/json' },
    data: { sourceId: 1, funnelStageId: 1, ...data },
  });
  expect(response.status()).toBeLessThan(300);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

describe('"Same person" on the lead page', () => {
  const e2e = setupE2e({ leadCount: 300 });

  it('lists the other two leads of a three-lead group, the current one marked, with what links them', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, '/leads');
    const stamp = Date.now();
    const phone = `+7 977 ${String(stamp).slice(-7, -4)}-${String(stamp).slice(-4, -2)}-${String(stamp).slice(-2)}`;
    const email = `same.${stamp}@example.test`;
    // A shares the phone with B, C the e-mail: B is the one that links all three.
    const word = `Zq${stamp}`;
    const a = `Same Person ${word} A`;
    const b = `Same Person ${word} B`;
    const c = `Same Person ${word} C`;
    await createLead(page, { name: a, phone });
    const middle = await createLead(page, { name: b, phone, email });
    await createLead(page, { name: c, email, phone: '+7 903 000-00-01' });

    await page.goto(`/leads/${middle}`);
    const section = page.getByRole('region', { name: 'Same person' });
    const table = section.getByRole('table', { name: 'Same person' });
    await table.getByRole('link', { name: a }).waitFor({ timeout: 60_000 });
    await table.getByRole('link', { name: c }).waitFor({ timeout: 60_000 });

    await expect.poll(() => section.getByRole('status').first().textContent()).toMatch(/^2 other leads have/);
    expect(
      await table
        .getByRole('row', { name: new RegExp(a) })
        .getByRole('cell')
        .last()
        .textContent(),
    ).toBe('phone');
    expect(
      await table
        .getByRole('row', { name: new RegExp(c) })
        .getByRole('cell')
        .last()
        .textContent(),
    ).toBe('e-mail');
    const current = table.locator('tr[aria-current="page"]');
    expect(await current.textContent()).toContain(`${b} This lead`);
    expect(await current.getByRole('link').count()).toBe(0);

    // A link opens the other lead, whose own list holds B (by phone) but not C (it shares nothing with A).
    await table.getByRole('link', { name: a }).click();
    await page.getByRole('heading', { name: `Lead ${a}`, level: 1 }).waitFor();
    const fromA = page.getByRole('table', { name: 'Same person' });
    await fromA.getByRole('link', { name: b }).waitFor();
    expect(await fromA.getByRole('link', { name: c }).count()).toBe(0);

    // The Duplicates page groups the three (A and C through B), the largest groups first.
    await page.goto(`/duplicates?q=${word}`);
    const groups = page.getByRole('list', { name: 'Groups of leads sharing contacts' });
    const group = groups
      .getByRole('listitem')
      .filter({ hasText: /^3 leads, the newest created/ })
      .first();
    await group.waitFor({ timeout: 60_000 });
    for (const name of [a, b, c]) await group.getByRole('link', { name }).waitFor();

    // The group goes to one owner in one step, through the bulk runner (plan first, nothing sent before Apply).
    const bar = page.getByRole('region', { name: 'Change the selected leads' });
    await group.getByRole('checkbox', { name: /^Select every lead in 3 leads/ }).click();
    await bar.getByText('3 leads selected').waitFor();
    const puts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/api\/lead\/\d+$/.test(request.url()))
        puts.push(request.postDataJSON());
    });
    await bar.getByRole('button', { name: 'Set owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set owner' });
    const owner = dialog.getByLabel('New value');
    const ownerId = await owner.locator('option[value]:not([value=""])').first().getAttribute('value');
    await owner.selectOption(String(ownerId));
    await dialog.getByRole('button', { name: 'Show the plan' }).click();
    await dialog.getByRole('button', { name: /^Apply to \d leads?$/ }).waitFor();
    expect(puts).toHaveLength(0);
    await dialog.getByRole('button', { name: /^Apply to \d leads?$/ }).click();
    await page.getByText('Finished').waitFor({ timeout: 60_000 });
    expect(
      puts.every((body) => JSON.stringify(body) === JSON.stringify({ userIdOwner: Number(ownerId) })),
    ).toBe(true);
  });
});
