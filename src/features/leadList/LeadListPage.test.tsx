import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@/features/leadFilters';
import { zonedDateTimeToInstant } from '@/shared/lib/dates';
import { setupMswServer } from '../../../tests/support/msw';
import { renderWithProviders, TEST_API, testConfig } from '../../../tests/support/renderWithProviders';
import { SELECT_WIDTH } from './components/LeadTable';
import { LEAD_FIELDS } from './components/leadFields';
import { LeadListPage } from './LeadListPage';
import { defaultColumnPrefs, MAX_COLUMN_WIDTH, writeColumnPrefs } from './lib/columnPrefs';

const server = setupMswServer();

// jsdom has no layout: give the table's scroll area a size, so the virtualiser renders rows.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterAll(() => vi.restoreAllMocks());

function lead(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    firstId: null,
    name: `Lead ${id}`,
    phone: 79161234567,
    email: null,
    userIdOwner: 7,
    sourceId: 1,
    funnelStageId: 99,
    dtCreate: 1_772_000_000 + id,
    otherCount: 0,
    cost: null,
    ...extra,
  };
}

function answerLeads(
  total: number,
  seen: URLSearchParams[],
  leads = [lead(1), lead(2, { otherCount: 2, firstId: 1 })],
) {
  server.use(
    http.get(`${TEST_API}/lead`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const perPage = Number(query.get('per_page'));
      const page = Number(query.get('page'));
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      return HttpResponse.json({
        data: page <= lastPage ? leads : [],
        meta: {
          current_page: page,
          from: 1,
          last_page: lastPage,
          per_page: perPage,
          to: leads.length,
          total,
        },
      });
    }),
    http.get(`${TEST_API}/user/all-list`, () =>
      HttpResponse.json({ data: [{ id: 7, name: 'Olga Zakharova', email: null }] }),
    ),
  );
}

const config = testConfig({
  catalogs: { sources: [{ id: 1, name: 'Website' }], funnelStages: [], cities: [], offices: [] },
});

describe('LeadListPage', () => {
  it('opens a link with bad values on the default view instead of failing', async () => {
    const seen: URLSearchParams[] = [];
    answerLeads(2, seen);
    renderWithProviders(<LeadListPage />, {
      route: '/leads?page=-3&perPage=10000&from=garbage&to=2026-02-30&preset=soon',
      path: '/leads',
      config,
    });
    const table = await screen.findByRole('table', { name: /leads, page 1 of 1/i });
    expect(await within(table).findByRole('link', { name: 'Lead 1' })).toHaveAttribute('href', '/leads/1');
    const first = seen[0];
    expect(first?.get('page')).toBe('1');
    expect(first?.get('per_page')).toBe(String(DEFAULT_PAGE_SIZE));
    expect(first?.has('dtCreate[0]')).toBe(false);
    expect(first?.has('dtCreate[1]')).toBe(false);
  });

  it('shows names for catalog and employee ids, the id where there is none, and marks duplicates', async () => {
    answerLeads(2, []);
    renderWithProviders(<LeadListPage />, { route: '/leads', path: '/leads', config });
    const table = await screen.findByRole('table', { name: /leads/i });
    // The owners' names come once the rows are painted, later on a loaded machine.
    expect(await within(table).findAllByText('Olga Zakharova', {}, { timeout: 10_000 })).toHaveLength(2);
    expect(within(table).getAllByText('Website')).toHaveLength(2);
    expect(within(table).getAllByText('99')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: /duplicate: 2 more.*first lead, 1/i })).toHaveAttribute(
      'href',
      '/leads/1',
    );
  });

  it('never shows a bare owner id: a placeholder until the staff list comes, then "employee #7" if it lacks them', async () => {
    answerLeads(2, []);
    let release: () => void = () => {};
    const staffListAsked = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${TEST_API}/user/all-list`, async () => {
        await staffListAsked;
        return HttpResponse.json({ data: [{ id: 3, name: 'Someone Else', email: null }] });
      }),
    );
    renderWithProviders(<LeadListPage />, { route: '/leads', path: '/leads', config });
    const table = await screen.findByRole('table', { name: /leads/i });
    await within(table).findAllByText('Lead 1');
    // Looked up each time: the bulk selection's box column joins the table once the rows are painted.
    const ownerCells = () => {
      const ownerColumn = within(table)
        .getAllByRole('columnheader')
        .findIndex((header) => header.textContent === 'Owner');
      return within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.children[ownerColumn]);
    };
    for (const cell of ownerCells()) {
      expect(cell).not.toHaveTextContent(/^7$/);
      expect(cell).toHaveTextContent('Loading the name');
    }
    release();
    await waitFor(() => {
      for (const cell of ownerCells()) expect(cell).toHaveTextContent(/^employee #7$/);
    });
  });

  it('says that a column header sorts the whole list, not this page', async () => {
    answerLeads(2, []);
    renderWithProviders(<LeadListPage />, { route: '/leads', path: '/leads', config });
    const table = await screen.findByRole('table', { name: /leads/i });
    const created = within(table).getByRole('button', { name: 'Sort the whole list by Created' });
    expect(created).toBeVisible();
    expect(created).toHaveAttribute('title', 'Sort the whole list by Created');
    expect(within(table).queryByRole('button', { name: /sort this page/i })).toBeNull();
  });

  it('lays the columns out as the user arranged them, widths within bounds, and renders only the rows in view', async () => {
    const prefs = defaultColumnPrefs();
    prefs.order = ['phone', ...prefs.order.filter((id) => id !== 'phone')];
    prefs.visibility.email = false;
    prefs.sizing.name = 5000;
    writeColumnPrefs(prefs);
    answerLeads(
      100,
      [],
      Array.from({ length: 100 }, (_, index) => lead(index + 1)),
    );
    renderWithProviders(<LeadListPage />, { route: '/leads?perPage=100', path: '/leads', config });
    const table = await screen.findByRole('table', { name: /leads/i });
    // The owners' names arrive after the page: wait for them so the staff request is answered within the test.
    await within(table).findAllByText('Olga Zakharova', {}, { timeout: 10_000 });

    // The lead fields' headers; the bulk selection's box column (named by its checkbox, no text) stands before them.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
      .filter((text) => text !== '');
    expect(headers.slice(0, 3)).toEqual(['Phone', 'ID', 'Name']);
    expect(headers).not.toContain('Email');
    const shownWidths = LEAD_FIELDS.filter((field) => prefs.visibility[field.id]).map((field) =>
      field.id === 'name' ? MAX_COLUMN_WIDTH : field.size,
    );
    // Plus the bulk selection's box column, which joins once the rows are painted.
    await waitFor(() => expect(within(table).queryAllByRole('checkbox').length).toBeGreaterThan(0));
    expect(table).toHaveStyle({
      width: `${shownWidths.reduce((sum, width) => sum + width, SELECT_WIDTH)}px`,
    });

    expect(table).toHaveAttribute('aria-rowcount', '101');
    // The page's first rows come at once; once the virtualiser's code is in, only the rows in view stay.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeLessThan(40));
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(bodyRows.length).toBeGreaterThanOrEqual(600 / 40 - 1);
    expect(within(table).queryByText('Lead 100')).not.toBeInTheDocument();
  });

  it('carries the keyboard to the new page’s first row when the rows it moved through are replaced', async () => {
    let release: () => void = () => undefined;
    const pageTwoAsked = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${TEST_API}/lead`, async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        // Page 2 comes when the test says (the list asks for it ahead, as the next page usually wanted).
        if (page === 2) await pageTwoAsked;
        const first = (page - 1) * DEFAULT_PAGE_SIZE + 1;
        return HttpResponse.json({
          data: Array.from({ length: DEFAULT_PAGE_SIZE }, (_, index) => lead(first + index)),
          meta: {
            current_page: page,
            from: first,
            last_page: 2,
            per_page: DEFAULT_PAGE_SIZE,
            to: first + DEFAULT_PAGE_SIZE - 1,
            total: 2 * DEFAULT_PAGE_SIZE,
          },
        });
      }),
      http.get(`${TEST_API}/user/all-list`, () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadListPage />, { route: '/leads', path: '/leads', config });
    await screen.findByRole('table', { name: /page 1 of 2/i });
    const focusedRow = () => (document.activeElement as HTMLElement | null)?.closest('tr')?.textContent ?? '';

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    // While page 2 is on its way: `j` to the rows, two arrows down through page 1's.
    await user.keyboard('j{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(focusedRow()).toContain('Lead 3'));

    release();
    await screen.findByRole('table', { name: /page 2 of 2/i });
    await waitFor(() => expect(focusedRow()).toContain(`Lead ${DEFAULT_PAGE_SIZE + 1}`));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedRow()).toContain(`Lead ${DEFAULT_PAGE_SIZE + 2}`));
  });

  it('sends the range in the URL as inclusive unix seconds in the user zone', async () => {
    const seen: URLSearchParams[] = [];
    answerLeads(2, seen);
    renderWithProviders(<LeadListPage />, {
      route: '/leads?from=2026-03-01T09:00&to=2026-03-05',
      path: '/leads',
      config,
    });
    await screen.findByRole('link', { name: 'Lead 1' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const start = zonedDateTimeToInstant({ year: 2026, month: 3, day: 1, hour: 9, minute: 0 }, zone);
    const end = zonedDateTimeToInstant({ year: 2026, month: 3, day: 6 }, zone);
    expect(seen[0]?.get('dtCreate[0]')).toBe(String(start.getTime() / 1000));
    // The end date counts whole: up to one second before the next day starts.
    expect(seen[0]?.get('dtCreate[1]')).toBe(String(end.getTime() / 1000 - 1));
  });

  it('lands on the last page when the link points past it', async () => {
    answerLeads(2 * DEFAULT_PAGE_SIZE + 10, []);
    const { router } = renderWithProviders(<LeadListPage />, {
      route: '/leads?page=9',
      path: '/leads',
      config,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('table', { name: /page 3 of 3/i })).toBeInTheDocument();
  });

  it('says when a range is empty and clears the filter on request', async () => {
    const seen: URLSearchParams[] = [];
    answerLeads(0, seen, []);
    const { router } = renderWithProviders(<LeadListPage />, {
      route: '/leads?preset=today',
      path: '/leads',
      config,
    });
    expect(await screen.findByText(/no leads were created in this period/i)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /clear the date filter/i }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the reason of a failure and retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API}/lead`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Database is down' }, { status: 500 });
      }),
      http.get(`${TEST_API}/user/all-list`, () => HttpResponse.json({ data: [] })),
    );
    renderWithProviders(<LeadListPage />, { route: '/leads', path: '/leads', config });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /the CRM failed while handling the request \(error 500\)/i,
    );
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('refuses an end before the start in the custom range', async () => {
    answerLeads(2, []);
    const user = userEvent.setup();
    renderWithProviders(<LeadListPage />, { route: '/leads', path: '/leads', config });
    await user.selectOptions(await screen.findByLabelText(/^created/i), 'custom');
    // The form loads when "Custom range" is first chosen.
    await user.type(await screen.findByLabelText(/from date/i), '2026-03-10');
    await user.type(screen.getByLabelText(/to date/i), '2026-03-05');
    await user.click(screen.getByRole('button', { name: /apply/i }));
    const toDate = screen.getByLabelText(/to date/i);
    await waitFor(() => expect(toDate).toHaveAccessibleDescription(/end is before the start/i));
    expect(toDate).toHaveAttribute('aria-invalid', 'true');
    expect(toDate).toHaveFocus();
  });

  it('says how long to wait when the CRM rate-limits for longer than the client waits by itself', async () => {
    server.use(
      http.get(`${TEST_API}/lead`, () =>
        HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
      http.get(`${TEST_API}/user/all-list`, () => HttpResponse.json({ data: [] })),
    );
    renderWithProviders(<LeadListPage />, { route: '/leads', path: '/leads', config });
    expect(await screen.findByRole('alert')).toHaveTextContent(/slow down; try again in 120 seconds/i);
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });
});
