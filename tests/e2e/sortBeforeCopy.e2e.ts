import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE as INDEX_PAGE_SIZE } from '../../src/localIndex/syncPlanner';
import { signIn } from './support/browser';
import { leadRows, leadTable, scrollTableToEnd, tableScrollLeft } from './support/leadTable';
import { setupE2e } from './support/setup';

/** Polls like expect.poll, with room for a loaded machine (its default gives up after one second). */
const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 15_000, interval: 100 });

/** Holds every page the local index reads (its pages of 500) until released: the first sync has not begun. */
function holdIndexPages() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { held: 0, release: () => release() };
  const plugin: Plugin = {
    name: 'e2e-hold-index-pages',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next: () => void) => {
        const url = new URL(request.url ?? '/', 'http://sandbox');
        if (url.pathname !== '/api/lead' || url.searchParams.get('per_page') !== String(INDEX_PAGE_SIZE))
          return next();
        state.held += 1;
        void released.then(next);
      });
    },
  };
  return { state, plugin };
}

/**
 * A sort asked for right after signing in, before the local copy holds a single lead: the list neither says
 * there are no leads nor loses its place; it waits, then shows the sorted rows where the person was.
 */
describe('a sort before the local copy holds anything', () => {
  const hold = holdIndexPages();
  const e2e = setupE2e({}, [hold.plugin]);

  it('waits in the table, keeps its sideways scroll, then shows the sorted rows', async () => {
    const { page, context } = await e2e.newPage({ width: 1000, height: 800 });
    await signIn(page, '/leads');
    await leadRows(page).first().waitFor();
    const scrolledTo = await scrollTableToEnd(page);
    expect(scrolledTo).toBeGreaterThan(0);
    await eventually(() => hold.state.held).toBeGreaterThan(0);

    await leadTable(page)
      .getByRole('button', { name: /by Cost$/ })
      .click();
    await page.getByText('Preparing the local copy of leads for these filters…').waitFor();
    expect(await leadTable(page).getAttribute('aria-busy')).toBe('true');
    expect(await page.getByText('There are no leads yet.').count()).toBe(0);
    expect(await tableScrollLeft(page)).toBe(scrolledTo);

    hold.state.release();
    await eventually(() => leadTable(page).getAttribute('aria-busy')).toBe('false');
    await eventually(() => leadRows(page).count()).toBeGreaterThan(1);
    expect(await page.getByText('There are no leads yet.').count()).toBe(0);
    expect(await tableScrollLeft(page)).toBe(scrolledTo);
    await context.close();
  });
});
