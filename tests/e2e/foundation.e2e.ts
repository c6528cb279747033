import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultCredentials } from '../../sandbox/options';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

describe('the app on the sandbox', () => {
  const e2e = setupE2e();

  it('signs in with the demo account shown on the login page and lists leads', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    await expect.poll(() => page.url()).toContain('/login');
    await expect.poll(() => page.getByText('admin@sandbox.test').first().isVisible()).toBe(true);

    await signIn(page);
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(5).waitFor();
    expect(await rows.count()).toBeGreaterThan(5);
    await context.close();
  });

  it('never sends the integration secret to the browser, in any response body or header', async () => {
    const { page, context } = await e2e.newPage();
    const secret = defaultCredentials.clientSecret;
    // The secret in any of the forms an HTTP exchange could carry it: as is, URL-encoded, or inside Basic auth.
    const forms = [
      secret,
      encodeURIComponent(secret),
      Buffer.from(secret).toString('base64'),
      Buffer.from(`${defaultCredentials.clientId}:${secret}`).toString('base64'),
    ];
    const seen: { url: string; status: number; text: string }[] = [];
    const reads: Promise<void>[] = [];
    const readResponse = (response: Response) => {
      reads.push(
        (async () => {
          const headers = JSON.stringify(await response.allHeaders());
          // A redirect has no body to read; its headers are all the browser gets.
          const redirected = response.status() >= 300 && response.status() < 400;
          const body = redirected ? '' : (await response.body()).toString('latin1');
          seen.push({ url: response.url(), status: response.status(), text: `${headers}\n${body}` });
        })(),
      );
    };
    page.on('response', readResponse);

    await signIn(page);
    await page.getByRole('table').getByRole('link').first().click();
    await page.waitForURL(/\/leads\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New client' }).click();
    await page.waitForURL('**/clients/new');
    await page.getByRole('textbox', { name: 'First name' }).waitFor();
    // Later answers (the index syncing in the background) are not waited for: each read started is finished
    // before the page closes, so none is cut off mid-read.
    page.off('response', readResponse);
    await Promise.all(reads);

    // The sign-in went through the proxy that holds the secret, so there was something to leak.
    expect(seen.some(({ url, status }) => url.includes('/api/') && status === 200)).toBe(true);
    expect(seen.some(({ url }) => url.endsWith('config.json'))).toBe(true);
    const leaks = seen.filter(({ text }) => forms.some((form) => text.includes(form))).map(({ url }) => url);
    expect(leaks).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(forms.some((form) => stored.includes(form))).toBe(false);
    await context.close();
  });
});
