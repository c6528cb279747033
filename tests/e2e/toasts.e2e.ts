import { describe, expect, it } from 'vitest';
import { axeViolations, signIn } from './support/browser';
import { setupE2e } from './support/setup';

describe('toasts', () => {
  const e2e = setupE2e();

  // A phone of its own per theme: a lead sharing its contacts would add the duplicate notice to the page.
  it.each([
    ['light', '+7 903 555-66-71'],
    ['dark', '+7 903 555-66-72'],
  ] as const)(
    'are accessible while on screen: a named close button, readable text, %s theme',
    async (scheme, phone) => {
      const { page, context } = await e2e.newPage({ colorScheme: scheme });
      await signIn(page, '/leads/new');
      await page.getByLabel('Phone', { exact: true }).fill(phone);
      await page.getByRole('combobox', { name: 'Source' }).click();
      await page.getByRole('option', { name: 'Сайт' }).click();
      await page.getByRole('button', { name: 'Create lead' }).click();

      const toast = page.getByRole('status').filter({ hasText: /^Lead created/ });
      await toast.waitFor();
      // A pointer over a toast holds it open, so the check sees it however long the check takes.
      await toast.hover();
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(scheme);
      expect(await axeViolations(page)).toEqual([]);

      await toast.getByRole('button', { name: 'Close notification' }).click();
      await toast.waitFor({ state: 'detached' });
      await context.close();
    },
  );
});
