import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/features/auth/lib/sessionStorage';
import { type AxeViolation, axeViolations, signIn } from './support/browser';
import { setupE2e } from './support/setup';

/** Records the walk needs, found on the sandbox before it starts. */
interface Fixtures {
  /** A lead that shares its phone or e-mail with an earlier lead: the detail page warns and links to it. */
  duplicateLead: { id: number; phone: string };
}

/**
 * One screen as a person reaches it: `path` opens it directly; without one, `reach` goes on from the screen
 * before. `shows` is what the person sees once it is ready.
 */
interface Screen {
  name: string;
  path?: (fixtures: Fixtures) => string;
  reach?: (page: Page, fixtures: Fixtures) => Promise<void>;
  shows: (page: Page) => Locator;
  /** Reaching this screen opens a toast (a create): the check waits until it has closed by itself. */
  toast?: boolean;
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function pickFirstOption(page: Page, combobox: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option').first().click();
}

/**
 * Every screen of the app, in an order that lets each one without a path start from the one before.
 * A new screen (the board, the dashboard, the import) is one more entry here.
 */
const SCREENS: Screen[] = [
  {
    name: 'lead list',
    path: () => '/leads',
    shows: (page) => page.getByRole('table').getByRole('link').first(),
  },
  {
    name: 'lead detail of a lead with duplicates',
    path: ({ duplicateLead }) => `/leads/${duplicateLead.id}`,
    shows: (page) => page.getByRole('link', { name: /^Open the first lead/ }),
  },
  {
    name: 'lead edit',
    path: ({ duplicateLead }) => `/leads/${duplicateLead.id}/edit`,
    shows: (page) => button(page, 'Save changes'),
  },
  {
    name: 'new lead',
    path: () => '/leads/new',
    shows: (page) => button(page, 'Create lead'),
  },
  {
    name: 'new lead with errors',
    reach: (page) => button(page, 'Create lead').click(),
    shows: (page) => page.getByRole('alert').filter({ hasText: 'There is a problem' }),
  },
  {
    name: 'lead just created, sharing a phone with another lead',
    path: () => '/leads/new',
    reach: async (page, { duplicateLead }) => {
      await textbox(page, 'Name').fill('Accessibility Walk');
      await textbox(page, 'Phone').fill(duplicateLead.phone);
      await pickFirstOption(page, 'Source');
      await button(page, 'Create lead').click();
    },
    shows: (page) => page.getByRole('alert').filter({ hasText: 'Possible duplicate' }),
    toast: true,
  },
  {
    name: 'new client',
    path: () => '/clients/new',
    shows: (page) => button(page, 'Create client'),
  },
  {
    name: 'client created',
    reach: async (page) => {
      await textbox(page, 'First name').fill('Ада');
      await textbox(page, 'Phone').fill('+7 916 555-01-01');
      await button(page, 'Create client').click();
    },
    shows: (page) => page.getByRole('status', { name: /^Client #\d+ created$/ }),
    toast: true,
  },
  {
    name: 'new organization',
    path: () => '/organizations/new',
    shows: (page) => button(page, 'Create organization'),
  },
  {
    name: 'organization created',
    reach: async (page) => {
      await textbox(page, 'Organization name').fill('ООО «Доступность»');
      await button(page, 'Create organization').click();
    },
    shows: (page) => page.getByRole('status', { name: /^Organization #\d+ created$/ }),
    toast: true,
  },
  {
    name: 'wizard, client step',
    path: () => '/deals/new',
    shows: (page) => page.getByRole('heading', { name: 'Step 1 of 4: client' }),
  },
  {
    name: 'wizard, organization step',
    reach: async (page) => {
      await textbox(page, 'First name').fill('Лев');
      await textbox(page, 'Phone').fill('+7 916 555-02-02');
      await button(page, 'Create client and continue').click();
    },
    shows: (page) => page.getByRole('heading', { name: 'Step 2 of 4: organization' }),
  },
  {
    name: 'wizard, client step with the client created',
    reach: (page) => button(page, 'Back').click(),
    shows: (page) => page.getByRole('status', { name: /^Client #\d+ is already created$/ }),
  },
  {
    name: 'wizard, client step changed after it was created',
    reach: (page) => textbox(page, 'First name').fill('Лев Николаевич'),
    shows: (page) => page.getByRole('status', { name: /^Client #\d+ is already created: these changes/ }),
  },
  {
    name: 'wizard, deal step',
    reach: async (page) => {
      await button(page, /^Use client #\d+ as it is$/).click();
      await page.getByRole('heading', { name: 'Step 2 of 4: organization' }).waitFor();
      await textbox(page, 'Organization name').fill('ООО «Шаг»');
      await button(page, 'Create organization and continue').click();
    },
    shows: (page) => page.getByRole('heading', { name: 'Step 3 of 4: deal' }),
  },
  {
    name: 'wizard, summary',
    reach: async (page) => {
      await pickFirstOption(page, 'Funnel stage');
      await button(page, 'Create deal').click();
    },
    shows: (page) => page.getByRole('heading', { name: /^Deal #\d+ created$/ }),
  },
  {
    name: 'pipeline board',
    path: () => '/board',
    shows: (page) => page.getByRole('region', { name: 'Новый', exact: true }).getByRole('button').first(),
  },
  {
    name: 'pipeline board, a card picked up by keyboard',
    reach: async (page) => {
      // A card is picked up once the index has filled: while it fills, new leads can take the focused card's place.
      await page
        .getByRole('button', { name: /Local copy of leads: Up to date/ })
        .waitFor({ timeout: 90_000 });
      await page.getByRole('region', { name: 'Новый', exact: true }).getByRole('button').first().focus();
      await page.keyboard.press('Space');
      await page
        .getByRole('status')
        .filter({ hasText: /^Picked up / })
        .waitFor();
      await page.keyboard.press('ArrowRight');
    },
    shows: (page) => page.getByRole('status').filter({ hasText: / is over В работе\.$/ }),
  },
  {
    name: 'dashboard',
    path: () => '/dashboard',
    shows: (page) => page.getByRole('region', { name: 'By source' }).getByRole('link').first(),
  },
  {
    name: 'dashboard, the funnel as a table',
    reach: (page) => page.getByRole('region', { name: 'Funnel' }).getByText('Show as a table').click(),
    shows: (page) => page.getByRole('table', { name: 'Funnel' }),
  },
  {
    name: 'dashboard, campaigns',
    path: () => '/dashboard',
    shows: (page) => page.getByRole('region', { name: 'Campaigns' }).getByRole('table'),
  },
  {
    name: 'save a view',
    reach: (page) => page.getByRole('button', { name: 'Save this view' }).click(),
    shows: (page) => page.getByRole('dialog', { name: 'Save this view' }).getByLabel('Name of the view'),
  },
  {
    name: 'lead detail, same person',
    path: ({ duplicateLead }) => `/leads/${duplicateLead.id}`,
    shows: (page) => page.getByRole('table', { name: 'Same person' }),
  },
  {
    name: 'duplicates',
    path: () => '/duplicates',
    shows: (page) => page.getByRole('list', { name: 'Groups of leads sharing contacts' }),
  },
  {
    name: 'not found',
    path: () => '/no-such-page',
    shows: (page) => page.getByRole('heading', { name: 'Page not found' }),
  },
];

async function findFixtures(page: Page): Promise<Fixtures> {
  const session = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY);
  const { accessToken } = JSON.parse(session ?? '{}') as { accessToken?: string };
  for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
    const response = await page.request.get('/api/lead', {
      params: { page: pageNumber, per_page: 100 },
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    const body = (await response.json()) as {
      data: { id: number; firstId: number | null; otherCount: number; phone: string | number | null }[];
    };
    const lead = body.data.find(
      (candidate) =>
        candidate.otherCount > 0 &&
        candidate.firstId !== null &&
        candidate.firstId !== candidate.id &&
        candidate.phone !== null,
    );
    if (lead) return { duplicateLead: { id: lead.id, phone: `+${lead.phone}` } };
  }
  throw new Error('The sandbox has no lead with an earlier duplicate in its first 500 leads');
}

/**
 * A create opens a toast that closes by itself; the check waits for that rather than hide the toast from axe.
 * It waits for the toast to open first, so it cannot run in between.
 */
async function waitForToastToClose(page: Page): Promise<void> {
  const toasts = page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ has: page.getByRole('button') });
  await expect.poll(() => toasts.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => toasts.count(), { timeout: 20_000 }).toBe(0);
}

describe('accessibility of every screen', () => {
  const e2e = setupE2e();

  it.each(['light', 'dark'] as const)(
    'has no axe violations on any screen, %s theme',
    async (scheme) => {
      const { page, context } = await e2e.newPage({ colorScheme: scheme });
      await signIn(page, '/leads');
      const fixtures = await findFixtures(page);

      const found: { screen: string; violations: AxeViolation[] }[] = [];
      for (const screen of SCREENS) {
        if (screen.path) await page.goto(screen.path(fixtures));
        await screen.reach?.(page, fixtures);
        await screen.shows(page).waitFor();
        if (screen.toast) await waitForToastToClose(page);
        expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(scheme);
        const violations = await axeViolations(page);
        if (violations.length > 0) found.push({ screen: screen.name, violations });
      }
      // All screens are checked before failing, so one run shows every problem.
      expect(found).toEqual([]);
      await context.close();
      // A walk through every screen, the board's and dashboard's wait for the local index included.
    },
    150_000,
  );
});
