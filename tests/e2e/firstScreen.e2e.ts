import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../src/features/leadFilters/lib/listSearch';
import { signIn } from './support/browser';
import { coversWholeMoscowDays, isListAsk, leadPageAsk } from './support/leadRequests';
import { watchNetwork } from './support/network';
import { setupE2e } from './support/setup';

/**
 * The list's first page as each address asks for it: its page size and its creation bounds. The local index asks
 * for `page=1` too (500 a page, bounded by its walk), and must not be counted as the list's.
 */
const listFirstPage: Record<string, (request: Request) => boolean> = {
  '/leads?perPage=50': (request) => {
    const ask = leadPageAsk(request);
    return isListAsk(ask, 50) && ask.page === 1 && ask.createdFrom === null && ask.createdTo === null;
  },
  '/leads?preset=last7': (request) => {
    const ask = leadPageAsk(request);
    return isListAsk(ask, DEFAULT_PAGE_SIZE) && ask.page === 1 && coversWholeMoscowDays(ask, 7);
  },
};

describe('the lead list’s first screen', () => {
  const e2e = setupE2e();

  it.each(['/leads?perPage=50', '/leads?preset=last7'])(
    'asks for the first page once (%s), and for the staff list only after it',
    async (address) => {
      const isListFirstPage = listFirstPage[address];
      if (!isListFirstPage) throw new Error(`no first-page rule for ${address}`);
      const { page, context } = await e2e.newPage();
      const network = watchNetwork(page);
      const isStaff = (request: Request) => new URL(request.url()).pathname === '/api/user/all-list';
      const firstStaff = page.waitForRequest(isStaff);
      await signIn(page, '/leads');
      await page.getByRole('table').locator('tbody tr').first().waitFor();
      // The signed-in page's own later requests (staff, next page) are over before the measured load.
      await firstStaff;
      await network.settled();

      const order: string[] = [];
      page.on('request', (request) => {
        if (isListFirstPage(request)) order.push('first page asked');
        if (isStaff(request)) order.push('staff asked');
      });
      page.on('response', (response) => {
        if (isListFirstPage(response.request())) order.push('first page answered');
      });
      const staff = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/user/all-list',
      );
      await page.goto(address);
      await page.getByRole('table').locator('tbody tr').first().waitFor();
      await staff;
      expect(order.slice(0, 3)).toEqual(['first page asked', 'first page answered', 'staff asked']);
      await network.settled();
      expect(order.filter((entry) => entry === 'first page asked')).toHaveLength(1);
      await context.close();
    },
  );

  it('paints its buttons as buttons: the first screen’s stylesheets keep Mantine’s order', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads');
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    // Loaded out of order, UnstyledButton's reset (no border, no background) wins over Button's own look.
    const border = await page
      .getByRole('button', { name: 'Columns' })
      .evaluate((button) => getComputedStyle(button).borderTopWidth);
    expect(border).not.toBe('0px');
    await context.close();
  });
});
