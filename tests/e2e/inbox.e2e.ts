import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import {
  createLeadElsewhere,
  eventually,
  groupOfRow,
  inboxTable,
  onScreen,
  waitingTotal,
  waitUntilIndexed,
} from './support/inbox';
import { setupE2e } from './support/setup';

// The look for new leads every 3 s instead of every minute, read by the preview server into config.json.
process.env.CRM_NEW_LEADS_SECONDS = '3';

/**
 * The inbox at a real team's volume (issue 25): an account of 6,000 leads, of which about eighty have waited for
 * days. The new lead must not land below them, and every one of them must be reachable.
 */
describe('the inbox by urgency', () => {
  const e2e = setupE2e({ leadCount: 6000 });

  it('shows a lead created while 60 older leads wait in Answer now, on screen, and T takes it', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/inbox');
    await waitUntilIndexed(page);
    await eventually(() => waitingTotal(page)).toBeGreaterThanOrEqual(60);

    const name = `Inbox Test ${Date.now()}`;
    const id = await createLeadElsewhere(page, name);
    const row = inboxTable(page).getByRole('row', { name });
    await row.waitFor({ timeout: 30_000 });
    expect(await groupOfRow(page, name)).toBe('Answer now');
    expect(await onScreen(page, `tr[data-lead-id="${id}"]`)).toBe(true);

    const puts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(`/api/lead/${id}`))
        puts.push(request.postDataJSON());
    });
    await row.focus();
    await page.keyboard.press('t');
    await page.getByText(`${name} is yours now.`).waitFor();
    expect(puts).toHaveLength(1);
    expect(Object.keys(puts[0] as object)).toEqual(['userIdOwner']);
    await eventually(() => row.count()).toBe(0);
    await context.close();
  });

  it('lets every waiting lead be scrolled to, the backlog too, and moves through the rows on keys typed ahead', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/inbox');
    await waitUntilIndexed(page);
    await page.getByRole('button', { name: 'Show the backlog' }).click();
    await eventually(() => waitingTotal(page)).toBeGreaterThanOrEqual(60);
    await inboxTable(page).locator('tr[data-lead-id]').first().waitFor();
    const loading = inboxTable(page).locator('tr[data-row]:not([data-lead-id])');
    /** Scrolls; says whether the list was already at its end. */
    const scrollTo = (where: 'top' | 'halfScreenDown') =>
      page.evaluate((to) => {
        const scroller = document.querySelector<HTMLElement>('[data-inbox-scroller]');
        if (!scroller) return true;
        const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
        if (to === 'top') scroller.scrollTop = 0;
        else scroller.scrollTop += scroller.clientHeight / 2;
        return atEnd;
      }, where);
    /** Every lead row met scrolling from the top to the end, half a screen at a time. */
    const walk = async (total: number): Promise<Set<string>> => {
      const seen = new Set<string>();
      await scrollTo('top');
      let endsMet = 0;
      for (let step = 0; step < 400 && seen.size < total && endsMet < 2; step += 1) {
        // The rows drawn for the last scroll: the list draws them in the frames after the scroll event.
        await page.evaluate(
          () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
        );
        // Rows the index has not answered yet are drawn as "Loading…": wait for them, as a person would.
        await eventually(() => loading.count()).toBe(0);
        const ids = await inboxTable(page)
          .locator('tr[data-lead-id]')
          .evaluateAll((found) => found.map((row) => row.getAttribute('data-lead-id') ?? ''));
        for (const id of ids) seen.add(id);
        endsMet = (await scrollTo('halfScreenDown')) ? endsMet + 1 : 0;
      }
      return seen;
    };
    // The inbox is live (a lead can cross from one group to another, or arrive, while it scrolls): a walk that
    // met the list changing is walked again against the count it shows then.
    let total = await waitingTotal(page);
    let seen = await walk(total);
    if (seen.size !== total || (await waitingTotal(page)) !== total) {
      total = await waitingTotal(page);
      seen = await walk(total);
    }
    const drawn = await page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>('[data-inbox-scroller]');
      const rows = [...document.querySelectorAll('[data-inbox-scroller] tr[data-row]')];
      return `scroll ${scroller?.scrollTop}+${scroller?.clientHeight}/${scroller?.scrollHeight}, rows drawn ${rows
        .map((row) => `${row.getAttribute('data-row')}:${row.getAttribute('data-lead-id')}`)
        .join(' ')}`;
    });
    expect(seen.size, `${seen.size} leads reached of the ${total} counted; ${drawn}`).toBe(total);

    // Keys typed ahead on the rows: J J J from the first row lands on the fourth, then K on the third.
    const first = inboxTable(page).locator('tr[data-row="0"]');
    await page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>('[data-inbox-scroller]');
      if (scroller) scroller.scrollTop = 0;
    });
    await first.focus();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-row'))).toBe('3');
    await page.keyboard.press('k');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-row'))).toBe('2');
    await context.close();
  });
});
