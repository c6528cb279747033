import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TokenEvent } from '../../sandbox/server';
import { DEMO } from './support/browser';
import { setupE2e } from './support/setup';

/** Polls like expect.poll, with room for a loaded machine. */
const eventually = <T>(check: () => T | Promise<T>, timeout = 60_000) =>
  expect.poll(check, { timeout, interval: 200 });

const leadTable = (page: Page) => page.getByRole('table', { name: /^Leads, page/ });
const upToDate = (page: Page) => page.getByRole('button', { name: /Local copy of leads: Up to date/ });

/** Whatever the page shows of a sign-in: the dialog over the screen, or the login page. */
function watchSignInPrompts(page: Page, seen: string[]): void {
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') seen.push(`login page`);
  });
}

describe('one refresh for every holder of a short-lived token', () => {
  const events: TokenEvent[] = [];
  // Passport revokes the old access token and the used refresh token on every refresh; a 6-second token makes
  // the two tabs and their index workers live through several refreshes within the test.
  const e2e = setupE2e({ tokenTtlSeconds: 6, leadCount: 3000, onTokenEvent: (event) => events.push(event) });
  const count = (kind: TokenEvent['kind']) => events.filter((event) => event.kind === kind).length;

  // The time limit (below) guards against a hang, it is no speed target: the test lives through several token
  // lifetimes and two index fills, on a machine that may be loaded.
  it('keeps two tabs of a kept session and their local indexes working; nobody is asked to sign in', async () => {
    const { page: first, context } = await e2e.newPage();
    const prompts: string[] = [];
    await first.goto('/leads');
    await first.getByLabel('E-mail').fill(DEMO.username);
    await first.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
    await first.getByLabel('Keep me signed in').check();
    await first.getByRole('button', { name: 'Sign in' }).click();
    await leadTable(first).waitFor();
    watchSignInPrompts(first, prompts);

    const second = await context.newPage();
    second.setDefaultTimeout(15_000);
    watchSignInPrompts(second, prompts);
    await second.goto('/leads');
    await leadTable(second).waitFor();

    // Both tabs page through the list while their workers copy every lead, across several refreshes.
    const refreshesAtStart = count('refreshed');
    for (let step = 2; step <= 5; step += 1) {
      const before = count('refreshed');
      for (const page of [first, second]) {
        await page.getByRole('link', { name: 'Next page' }).click();
        await page.getByRole('table', { name: new RegExp(`^Leads, page ${step} of`) }).waitFor();
      }
      await eventually(() => count('refreshed')).toBeGreaterThan(before);
    }
    await Promise.all([
      upToDate(first).waitFor({ timeout: 120_000 }),
      upToDate(second).waitFor({ timeout: 120_000 }),
    ]);
    // And once more after the copies are whole: both tabs still read the CRM with the current token.
    const before = count('refreshed');
    await eventually(() => count('refreshed')).toBeGreaterThan(before);
    for (const page of [first, second]) {
      await page.getByRole('link', { name: 'Previous page' }).click();
      await page.getByRole('table', { name: /^Leads, page 4 of/ }).waitFor();
    }

    expect(count('refreshed') - refreshesAtStart).toBeGreaterThanOrEqual(5);
    expect(events.filter((event) => event.kind === 'refreshRefused')).toEqual([]);
    for (const page of [first, second]) {
      expect(await page.getByRole('dialog', { name: 'Your session has ended' }).count()).toBe(0);
    }
    expect(prompts).toEqual([]);
    await context.close();
  }, 300_000);
});
