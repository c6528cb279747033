import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

/** The list's own page: the local index reads pages of 500 at the same address, told apart by the page size. */
const LIST_PAGE_SIZE = /^(15|50)$/;

function isLeadPage(request: Request, page: number): boolean {
  const url = new URL(request.url());
  return (
    url.pathname === '/api/lead' &&
    url.searchParams.get('page') === String(page) &&
    LIST_PAGE_SIZE.test(url.searchParams.get('per_page') ?? '')
  );
}

describe('the lead list’s first screen', () => {
  const e2e = setupE2e();

  it.each(['/leads?perPage=50', '/leads?preset=last7'])(
    'asks for the first page once (%s), and for the staff list only after it',
    async (address) => {
      const { page, context } = await e2e.newPage();
      const isStaff = (request: Request) => new URL(request.url()).pathname === '/api/user/all-list';
      const firstStaff = page.waitForRequest(isStaff);
      await signIn(page, '/leads');
      await page.getByRole('table').locator('tbody tr').first().waitFor();
      // The signed-in page's own later requests (staff, next page) are over before the measured load.
      await firstStaff;
      await page.waitForLoadState('networkidle');

      const order: string[] = [];
      page.on('request', (request) => {
        if (isLeadPage(request, 1)) order.push('first page asked');
        if (isStaff(request)) order.push('staff asked');
      });
      page.on('response', (response) => {
        if (isLeadPage(response.request(), 1)) order.push('first page answered');
      });
      const staff = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/user/all-list',
      );
      await page.goto(address);
      await page.getByRole('table').locator('tbody tr').first().waitFor();
      await staff;
      expect(order.slice(0, 3)).toEqual(['first page asked', 'first page answered', 'staff asked']);
      await page.waitForLoadState('networkidle');
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
