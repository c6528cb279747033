import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, signIn } from './support/browser';
import { setupE2e } from './support/setup';

/** A shell-only screen: the frame around every page, with nothing of a feature's own inside. */
const SHELL_ONLY = '/no-such-page';

async function headerOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const pageOverflow = document.documentElement.scrollWidth - window.innerWidth;
    return Math.max(pageOverflow, header ? header.scrollWidth - header.clientWidth : 0);
  });
}

describe('the app shell', () => {
  const e2e = setupE2e();

  it.each(['light', 'dark'] as const)(
    'has no axe violations on the login page and the shell, %s',
    async (scheme) => {
      const { page, context } = await e2e.newPage({ colorScheme: scheme });
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Sign in to the CRM' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await signIn(page, SHELL_ONLY);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(scheme);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('Shift+?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('fits a 360 px phone: header actions fold into one menu, navigation behind the burger', async () => {
    const { page, context } = await e2e.newPage({ width: 360, height: 740 });
    await signIn(page, SHELL_ONLY);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await headerOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Account and settings' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await menu.getByText('Signed in as admin@sandbox.test').isVisible()).toBe(true);
    await menu.getByRole('menuitem', { name: 'Русский' }).click();
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    expect(await headerOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Показать или скрыть навигацию' }).click();
    await page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'Новая сделка' })
      .click();
    await page.waitForURL('**/deals/new');
    await context.close();
  });

  it('keeps the chosen language and theme after a reload, and the page language follows', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, SHELL_ONLY);
    // The segmented control's radios are visually hidden behind their labels, which are what a person clicks.
    await page.getByText('RU', { exact: true }).click();
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.getByRole('button', { name: 'Переключить светлую и тёмную тему' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    await context.close();
  });

  it('works by keyboard: skip link, shortcut help, g l to the leads, n to a new lead', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, SHELL_ONLY);
    const heading = page.getByRole('heading', { name: 'Page not found' });
    // Signing in is a route change: focus goes to the new page's heading, announced.
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);

    // On a fresh load the first Tab is the skip link.
    await page.reload();
    await heading.waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await page.keyboard.press('n');
    await page.waitForURL('**/leads/new');
    // The new-lead form may put focus in its first field; shortcuts rightly ignore keys typed there.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('g');
    await page.keyboard.press('l');
    await page.waitForURL((url) => url.pathname === '/leads');
    await context.close();
  });
});
