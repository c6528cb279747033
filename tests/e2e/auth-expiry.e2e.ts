import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/features/auth/lib/sessionStorage';
import { DEMO, signIn } from './support/browser';
import { watchNetwork } from './support/network';
import { setupE2e } from './support/setup';

describe('a session that ends while the user is working', () => {
  const e2e = setupE2e({ tokenTtlSeconds: 8, refreshTtlSeconds: 2 });

  it('asks to sign in again over the edit form, keeps the typed value, and saves it', async () => {
    const { page, context } = await e2e.newPage();
    const network = watchNetwork(page);
    await signIn(page, '/leads/3/edit');
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.waitFor();
    const edited = `Edited after re-login ${Date.now()}`;
    await network.settled();
    await name.fill(edited);

    await page.waitForFunction(
      (key) => {
        const stored = sessionStorage.getItem(key);
        return stored !== null && (JSON.parse(stored) as { expiresAt: number }).expiresAt < Date.now();
      },
      SESSION_STORAGE_KEY,
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Save changes' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe(DEMO.username);
    expect(await name.inputValue()).toBe(edited);
    await dialog.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.waitForURL((url) => url.pathname === '/leads/3');
    await page.getByText(edited).first().waitFor();
    await context.close();
  });
});
