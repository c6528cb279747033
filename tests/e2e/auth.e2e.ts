import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/features/auth/lib/sessionStorage';
import { DEMO, signIn } from './support/browser';
import { setupE2e } from './support/setup';

function passwordBox(page: Page) {
  return page.getByRole('textbox', { name: 'Password' });
}

describe('signing in and out', () => {
  const e2e = setupE2e();

  it('refuses a wrong password with a message, then signs in with the right one to the deep link', async () => {
    const { page, context } = await e2e.newPage();
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/oauth/token')) tokenRequests.push(request.url());
    });
    await page.goto('/leads/7');
    await page.waitForURL('**/login');

    await page.getByLabel('E-mail').fill(DEMO.username);
    await passwordBox(page).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The e-mail or password is not right' });
    await alert.waitFor();
    expect(await passwordBox(page).inputValue()).toBe('');

    await passwordBox(page).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/leads/7');
    expect(page.url()).not.toContain('password');
    expect(tokenRequests.every((url) => !url.includes(DEMO.password))).toBe(true);
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toContain('not-the-password');
    expect(stored).not.toContain(`"${DEMO.password}"`);
    await context.close();
  });

  it('signs out: tokens and cached leads are gone, and Back does not bring the leads back', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads');
    const firstLead = page.getByRole('table').getByRole('link').first();
    await firstLead.waitFor();
    const leadName = ((await firstLead.textContent()) ?? '').trim();
    expect(leadName.length).toBeGreaterThan(0);

    // One more screen in the history, so Back has somewhere signed-in to go.
    await page.getByRole('link', { name: 'New client' }).click();
    await page.waitForURL('**/clients/new');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(1);
    await page.getByRole('heading', { name: 'Sign in to the CRM' }).waitFor();
    expect(await page.getByText(leadName).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    await context.close();
  });

  it('signs this tab out when another tab of a kept session signs out', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.username);
    await passwordBox(page).fill(DEMO.password);
    await page.getByRole('checkbox', { name: 'Keep me signed in' }).check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('table').waitFor();

    const other = await context.newPage();
    await other.goto('/leads');
    await other.getByRole('table').waitFor();
    await other.getByRole('button', { name: 'Sign out' }).click();

    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in to the CRM' }).waitFor();
    await context.close();
  });
});
