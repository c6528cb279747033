import type { Page } from 'playwright-core';
import type { ProbeWindow } from './pageProbe';

/**
 * Clicks the main navigation's link and resolves when `shown` (a CSS selector) is on the page, painted: timed in
 * the page from the click to the frame after it, checked at every frame. Playwright's own waits poll at 0, 20, 70,
 * 170 and 270 ms, then every 500 ms, so a screen that came at 300 ms was timed at about 800.
 */
export async function clickUntil(
  page: Page,
  link: string,
  shown: string,
): Promise<{ start: number; ms: number }> {
  return page.evaluate(
    async ({ link, shown }) => {
      const probe = window as unknown as ProbeWindow;
      const anchor = [...document.querySelectorAll<HTMLAnchorElement>('nav a')].find((candidate) =>
        candidate.textContent?.trim().startsWith(link),
      );
      if (!anchor) throw new Error(`no navigation link "${link}"`);
      const start = performance.now();
      anchor.click();
      const at = await probe.__when(() => document.querySelector(shown) !== null);
      return { start, ms: at - start };
    },
    { link, shown },
  );
}
