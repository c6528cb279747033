import type { Page } from 'playwright-core';
import { clickUntil } from './navClick';
import { longestTaskSince, type ProbeWindow } from './pageProbe';
import { emit } from './report';

/**
 * Issue 28's cases on a signed-in page with the index full: the Duplicates page, the dashboard's Campaigns section
 * after its figures, and a saved view from the navigation. Each from the click that a person makes, to what they
 * came for painted (the frame after it is on screen), with the main thread's longest task meanwhile.
 */

/**
 * Goes to a place in the app as its links do (the router's history, no reload): a reload would restart the index
 * worker and time its reading of the database, not the screen.
 */
async function goInApp(page: Page, url: string, shown: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.locator(shown).first().waitFor();
}

const CAMPAIGN_ROWS = 'section[aria-labelledby] table tbody tr';
const FIRST_LIST_ROW = 'tbody tr[aria-rowindex="2"]';

export async function managerCases(page: Page, leads: number, longestTaskTarget: number): Promise<void> {
  // Duplicates: from the navigation to the first group of leads sharing contacts.
  await goInApp(page, '/leads', FIRST_LIST_ROW);
  const duplicates = await clickUntil(page, 'Duplicates', 'ol li[data-index] a');
  emit({
    case: 'manager:Duplicates page, from the nav link to the first group on screen',
    leads,
    ms: Math.round(duplicates.ms),
    targetMs: 500,
    longestMainThreadTaskMs: await longestTaskSince(page, duplicates.start),
    targetLongestTaskMs: longestTaskTarget,
  });

  // Campaigns: the dashboard's figures first, then the section's rows; the target is the time between the two.
  await goInApp(page, '/leads', FIRST_LIST_ROW);
  const campaigns = await page.evaluate(
    async ({ rows }) => {
      const probe = window as unknown as ProbeWindow;
      const anchor = [...document.querySelectorAll<HTMLAnchorElement>('nav a')].find(
        (candidate) => candidate.textContent?.trim() === 'Dashboard',
      );
      if (!anchor) throw new Error('no navigation link "Dashboard"');
      const start = performance.now();
      anchor.click();
      const figures = await probe.__when(() => document.querySelector('dl dd') !== null);
      const campaignRows = await probe.__when(() => document.querySelector(rows) !== null);
      return { start, figuresMs: figures - start, afterFiguresMs: campaignRows - figures };
    },
    { rows: CAMPAIGN_ROWS },
  );
  emit({
    case: 'manager:Campaigns section, after the dashboard figures',
    leads,
    figuresMs: Math.round(campaigns.figuresMs),
    ms: Math.round(campaigns.afterFiguresMs),
    targetMs: 300,
    longestMainThreadTaskMs: await longestTaskSince(page, campaigns.start),
    targetLongestTaskMs: longestTaskTarget,
  });

  // A saved view (first stage by cost, highest first) from the navigation, on the board, to its first rows.
  await goInApp(page, '/leads?stage=1&sort=cost&dir=desc', FIRST_LIST_ROW);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'Save this view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByLabel('Name of the view').fill('Bench view');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await navigation.getByRole('link', { name: /^Bench view/ }).waitFor();
  await navigation.getByRole('link', { name: 'Pipeline board', exact: true }).click();
  await page.locator('text=/^[\\d,]+ leads? · /').first().waitFor();
  const view = await clickUntil(page, 'Bench view', FIRST_LIST_ROW);
  emit({
    case: 'manager:saved view, from the nav link to its first rows',
    leads,
    ms: Math.round(view.ms),
    targetMs: 150,
    longestMainThreadTaskMs: await longestTaskSince(page, view.start),
    targetLongestTaskMs: longestTaskTarget,
  });
}
