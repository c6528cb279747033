import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../src/features/leadFilters/lib/listSearch';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

/** The list's own first page; the local index reads pages of 500, so it is told apart by the page size. */
function isListFirstPage(url: URL): boolean {
  return (
    url.pathname === '/api/lead' &&
    url.searchParams.get('page') === '1' &&
    url.searchParams.get('per_page') === String(DEFAULT_PAGE_SIZE)
  );
}

/**
 * Issue 27: on a repeat visit over a slow network the list does not wait for the CRM: once the screen is drawn
 * and the browser idle, the local copy shows its first rows (saying so), and the CRM's rows replace them when
 * they come.
 */
describe('the lead list on a repeat visit over a slow network', () => {
  const e2e = setupE2e({ leadCount: 40 });

  it('shows the local copy’s first rows while the CRM’s first page is on its way, then the CRM’s', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads', { keep: true });
    await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });

    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route(isListFirstPage, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    // The page's own load waits for nothing the CRM sends.
    await page.goto('/leads', { waitUntil: 'commit' });
    const note = page.getByText(/^From the local copy/);
    await note.waitFor();
    expect(await page.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
    // The CRM was asked and has not answered: these rows are the local copy's.
    expect(held).toBeGreaterThan(0);

    release();
    await note.waitFor({ state: 'detached' });
    expect(await page.getByRole('table').locator('tbody tr').count()).toBe(DEFAULT_PAGE_SIZE);
    await context.close();
  });
});
