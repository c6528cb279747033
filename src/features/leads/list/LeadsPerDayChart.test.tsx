import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../../tests/support/renderWithProviders';
import { LeadsPerDayChart } from './LeadsPerDayChart';

const server = setupMswServer();

// Moscow (UTC+3, no DST) so that days do not depend on where the test runs.
const moscowNoon = (day: string) => Date.parse(`${day}T12:00:00+03:00`) / 1000;
const bounds = {
  createdFrom: Date.parse('2026-11-17T00:00:00+03:00') / 1000,
  createdTo: Date.parse('2026-11-19T23:59:59+03:00') / 1000,
};

function leadOn(id: number, day: string) {
  return { id, name: `Lead ${id}`, phone: 79160000000 + id, dtCreate: moscowNoon(day), otherCount: 0 };
}

describe('LeadsPerDayChart', () => {
  it('loads the range on demand, at 500 a page, and shows leads per day with empty days', async () => {
    const requested: URLSearchParams[] = [];
    const leads = [leadOn(1, '2026-11-17'), leadOn(2, '2026-11-17'), leadOn(3, '2026-11-19')];
    server.use(
      http.get(`${TEST_API}/lead`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        requested.push(query);
        return HttpResponse.json({
          data: leads,
          meta: { current_page: 1, from: 1, last_page: 1, per_page: 500, to: 3, total: 3 },
        });
      }),
    );
    renderWithProviders(<LeadsPerDayChart bounds={bounds} total={3} />, { timeZone: 'Europe/Moscow' });
    expect(requested).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Show leads per day' }));

    const chart = await screen.findByRole('img', {
      name: /3 leads over 3 days; the busiest day, Nov 17, had 2/,
    });
    expect(chart).toBeInTheDocument();
    expect(requested[0]?.get('per_page')).toBe('500');
    expect(requested[0]?.get('dtCreate[0]')).toBe(String(bounds.createdFrom));
    expect(requested[0]?.get('dtCreate[1]')).toBe(String(bounds.createdTo));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2026-11-172', '2026-11-180', '2026-11-191']);
  });

  it('refuses ranges over 10,000 leads without loading them', async () => {
    renderWithProviders(<LeadsPerDayChart bounds={bounds} total={12_000} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show leads per day' }));
    expect(screen.getByText(/at most 10,000 leads; this one has 12,000/)).toBeVisible();
  });
});
