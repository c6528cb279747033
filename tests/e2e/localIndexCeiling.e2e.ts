import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

const LEADS = 3000;
const CAP = 2000;

interface WireLead {
  id: number;
  dtCreate: number;
}

/** Moscow's calendar day of a unix time, as the list's `from`/`to` read it (the browser runs in Europe/Moscow). */
function moscowDay(unixSeconds: number, shiftDays = 0): string {
  return new Date((unixSeconds + 3 * 3600 + shiftDays * 86_400) * 1000).toISOString().slice(0, 10);
}

describe('the local copy at its ceiling', () => {
  const e2e = setupE2e({ leadCount: LEADS });

  it('keeps the newest 2,000 leads, says from when, and the list shows an older lead through a date range', async () => {
    const { page, context } = await e2e.newPage();
    // The administrator's ceiling, as config.json carries it (`localIndex.maxLeads`, env CRM_INDEX_MAX_LEADS).
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      config.localIndex = { ...config.localIndex, maxLeads: CAP };
      await route.fulfill({ response, json: config });
    });
    // A sort is the local copy's to answer.
    await signIn(page, '/leads?sort=cost&dir=desc');
    await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });
    const note = page.getByRole('status').filter({ hasText: 'From the local copy' });
    await expect
      .poll(() => note.textContent(), { timeout: 20_000 })
      .toMatch(/Searched leads created since .+; for older ones choose a date range/);
    const table = page.getByRole('table', { name: /^Leads, page/ });
    // Every lead the copy holds, and no more: "1–… of 2,000".
    await page
      .getByText(/–\d+ of 2,?000$/)
      .first()
      .waitFor({ timeout: 20_000 });

    // The oldest lead of the account, which the copy does not hold: the CRM's last page of one.
    const oldest = await page.evaluate(async () => {
      const session = JSON.parse(
        sessionStorage.getItem('crm.session') ?? localStorage.getItem('crm.session') ?? '{}',
      );
      const headers = { Authorization: `Bearer ${session.accessToken}`, Accept: 'application/json' };
      const first = await (await fetch('/api/lead?per_page=1', { headers })).json();
      const last = await (
        await fetch(`/api/lead?per_page=1&page=${first.meta.last_page}`, { headers })
      ).json();
      return last.data[0] as WireLead;
    });
    await page.goto(
      `/leads?perPage=500&from=${moscowDay(oldest.dtCreate, -1)}&to=${moscowDay(oldest.dtCreate, 1)}`,
    );
    await table.locator(`a[href="/leads/${oldest.id}"]`).first().waitFor();
    // Read from the CRM's own pages: no local-copy note over a date range alone.
    expect(await page.getByRole('status').filter({ hasText: 'From the local copy' }).count()).toBe(0);
    await context.close();
  });
});
