import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

/** Every script of the app held back: what shows is what index.html paints by itself. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route(/\.js$/, (route) => route.abort());
}

/** The frame's background, as the browser paints it. */
function frameBackground(page: Page): Promise<string> {
  return page.getByRole('banner').evaluate((header) => {
    const frame = header.parentElement;
    return frame ? getComputedStyle(frame).backgroundColor : '';
  });
}

/**
 * Issue 27: what a phone paints first is the app's frame from index.html itself (the header with the product's
 * name, grey bars where the navigation and the screen will be), before any of the app's code has arrived, in the
 * person's colour scheme; the app then replaces it with the real screen.
 */
describe('the app’s frame in index.html', () => {
  const e2e = setupE2e();

  it('shows the header with the product’s name before any script has run, at 390 px and 1400 px', async () => {
    for (const width of [390, 1400]) {
      const { page, context } = await e2e.newPage({ width, height: 844 });
      await withoutScripts(page);
      await page.goto('/leads');
      await expect.poll(() => page.getByRole('banner').textContent()).toContain('CRM');
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      expect(await frameBackground(page)).toBe('rgb(255, 255, 255)');
      await context.close();
    }
  });

  it('is drawn dark for a dark system, and in the scheme the person chose over the system’s', async () => {
    const dark = await e2e.newPage({ colorScheme: 'dark' });
    await withoutScripts(dark.page);
    await dark.page.goto('/leads');
    expect(await frameBackground(dark.page)).toBe('rgb(36, 36, 36)');
    await dark.context.close();

    // A light system, and the person chose dark in the app: the early script sets it before the app's code runs.
    const chosen = await e2e.newPage({ colorScheme: 'light' });
    await chosen.page.goto('/login');
    await chosen.page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await chosen.page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await chosen.page.goto('/leads');
    await expect.poll(() => frameBackground(chosen.page)).toBe('rgb(36, 36, 36)');
    await chosen.context.close();
  });

  it('gives way to the app: one header, the list’s rows, no frame left behind', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads');
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'CRM' }).isVisible()).toBe(true);
    await context.close();
  });
});
