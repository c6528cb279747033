import { describe, expect, it } from 'vitest';
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

  it('never sends the integration secret to the browser', async () => {
    const { page, context } = await e2e.newPage();
    const bodies: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('config.json')) {
        // Code the app fetches after the first screen may still be arriving when the page closes; unread, it
        // never reached the browser.
        response.text().then(
          (body) => bodies.push(body),
          () => undefined,
        );
      }
    });
    await signIn(page);
    await page.getByRole('table').waitFor();
    const tokenRequest = bodies.join('\n');
    expect(bodies.length).toBeGreaterThan(0);
    expect(tokenRequest).not.toContain('sandbox-secret');
    await context.close();
  });
});
