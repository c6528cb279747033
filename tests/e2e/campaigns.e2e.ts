import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

const CHANNELS = ['yclid', 'gclid', 'fbclid', 'ymclid'] as const;
type WireLead = Record<string, unknown> & { id: number };

async function waitUntilIndexed(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });
}

/** Every lead, read from the sandbox's API with the page's token: the CRM's own answer. */
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

/** The campaign as a manager would count it by hand: UTM values without case or spaces, else the click's channel. */
function campaignOf(lead: WireLead): string {
  const text = (field: string) =>
    String(lead[field] ?? '')
      .trim()
      .toLowerCase();
  const channel = CHANNELS.find((field) => text(field) !== '');
  return [text('utmSource') || (channel ? `~${channel}` : ''), text('utmMedium'), text('utmCampaign')].join(
    '|',
  );
}

describe('the dashboard’s campaigns', () => {
  const e2e = setupE2e({ leadCount: 1200 });

  it('counts the top campaign as the CRM does, and its row opens the list of exactly those leads', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/dashboard');
    await waitUntilIndexed(page);
    const reference = await allLeadsFromApi(page);
    const counts = new Map<string, number>();
    for (const lead of reference) counts.set(campaignOf(lead), (counts.get(campaignOf(lead)) ?? 0) + 1);
    const expectedTop = Math.max(...counts.values());

    const section = page.getByRole('region', { name: 'Campaigns' });
    const table = section.getByRole('table', { name: 'Campaigns' });
    const firstLink = table.getByRole('link').first();
    await firstLink.waitFor();
    // "yandex / cpc / spring: open its 55 leads". The figures drawn from the copy as it filled come first; those of
    // the whole copy follow as soon as it is up to date (a run under load read the earlier ones: 719 of 875).
    const topShown = async () =>
      Number((await firstLink.getAttribute('aria-label'))?.match(/: open its (\d+) leads?$/)?.[1]);
    await expect.poll(topShown, { timeout: 20_000 }).toBe(expectedTop);

    await firstLink.click();
    await page.waitForURL((url) => url.pathname === '/leads' && url.searchParams.has('campaign'));
    await page.getByText(`Leads: ${expectedTop}`, { exact: true }).waitFor();
    // The list says which campaign it is narrowed to, and the panel can switch it off.
    await page.getByRole('button', { name: /^Filters \(1\)$/ }).waitFor();
    await context.close();
  });
});
