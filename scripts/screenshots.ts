/**
 * The screenshots of docs/user-guide.md: the list, a lead, the board, the inbox and the dashboard at 1400 × 900 and
 * 390 × 844, light and dark, English and Russian, of a running app with the sandbox (`npm run dev`).
 *
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:5173 docs/images [prefix]
 *
 * What each screen shows is what fits on it: the window, not the whole page.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../tests/e2e/support/browser';

type Screen = 'list' | 'lead' | 'board' | 'inbox' | 'dashboard';
interface Shot {
  screen: Screen;
  width: 1400 | 390;
  scheme: 'light' | 'dark';
  locale: 'en' | 'ru';
}

const HEIGHT = { 1400: 900, 390: 844 } as const;
const SCREENS: readonly Screen[] = ['list', 'lead', 'board', 'inbox', 'dashboard'];

/** Every screen in English, light, at both widths; the list and a lead in dark and in Russian too. */
function plan(): Shot[] {
  const shots: Shot[] = [];
  for (const width of [1400, 390] as const) {
    for (const screen of SCREENS) shots.push({ screen, width, scheme: 'light', locale: 'en' });
    for (const screen of ['list', 'lead'] as const) {
      shots.push({ screen, width, scheme: 'dark', locale: 'en' });
      shots.push({ screen, width, scheme: 'light', locale: 'ru' });
      shots.push({ screen, width, scheme: 'dark', locale: 'ru' });
    }
  }
  return shots;
}

/** A lead of the first page that has duplicates (its notice is part of the picture), else the first lead. */
async function leadToShow(page: Page): Promise<string> {
  const rows = page.locator('tbody tr[aria-rowindex]');
  await rows.first().waitFor();
  const hrefs = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      href: tr.querySelector('a[href^="/leads/"]')?.getAttribute('href') ?? '',
      duplicates: [...tr.querySelectorAll('a')].some((a) => /^\+\d+$/.test(a.textContent ?? '')),
    })),
  );
  const lead = hrefs.find((row) => row.duplicates) ?? hrefs[0];
  if (!lead?.href) throw new Error('no lead link on the list');
  return lead.href.replace(/[?#].*$/, '');
}

async function settle(page: Page): Promise<void> {
  // The local copy complete (a fresh browser fills it first): counts and the header's status are final.
  await page
    .getByRole('button', { name: /Local copy of leads: Up to date|Локальная копия лидов: Актуально/ })
    .waitFor({ timeout: 90_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.locator('main').waitFor();
  // Fonts, then Mantine's transitions run to their end (not the endless ones: a skeleton's pulse), then a frame.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function take(browser: Browser, baseURL: string, state: string, shot: Shot, out: string) {
  const { context, page } = await newPage(browser, baseURL, {
    width: shot.width,
    height: HEIGHT[shot.width],
    colorScheme: shot.scheme,
    locale: shot.locale === 'ru' ? 'ru-RU' : 'en-US',
  });
  try {
    await context.addInitScript(
      ([session, locale]) => {
        const saved = JSON.parse(session) as Record<string, string>;
        for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
        localStorage.setItem('crm.locale', locale);
      },
      [state, shot.locale] as const,
    );
    if (shot.screen === 'lead') {
      // Opened from the list, as people do: the work bar shows where it is in the list (previous / next).
      await page.goto('/leads');
      await page.locator(`main a[href="${leadPath}"]`).first().click();
      await page.waitForURL((url) => url.pathname === leadPath);
    } else await page.goto(shot.screen === 'list' ? '/leads' : `/${shot.screen}`);
    await settle(page);
    const file = path.join(out, `${prefix}${shot.screen}-${shot.width}-${shot.scheme}-${shot.locale}.png`);
    await page.screenshot({ path: file });
    process.stdout.write(`${file}\n`);
  } finally {
    await context.close();
  }
}

const [baseURL = 'http://127.0.0.1:5173', out = 'docs/images', prefix = ''] = process.argv.slice(2);
let leadPath = '/leads/1';

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await launchBrowser();
  try {
    const { context, page } = await newPage(browser, baseURL, { width: 1400, height: 900 });
    await signIn(page, '/leads', { keep: true });
    leadPath = await leadToShow(page);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    await context.close();
    for (const shot of plan()) await take(browser, baseURL, storage, shot, out);
  } finally {
    await browser.close();
  }
}

await main();
