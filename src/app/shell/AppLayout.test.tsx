import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRateLimitHeaders, recordRateLimitWait } from '@/api/rateLimit';
import { SESSION_STORAGE_KEY } from '@/features/auth';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { AppLayout } from './AppLayout';

/** What the shell asked of the local copy (the board's and dashboard's answers, asked as their links are followed). */
const askedOfIndex = vi.hoisted(() => ({ board: [] as unknown[][], dashboard: [] as unknown[][] }));
vi.mock('@/localIndex/connection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/localIndex/connection')>()),
  whenIndexReady: async () => ({
    board: async (...args: unknown[]) => {
      askedOfIndex.board.push(args);
      return [];
    },
    dashboard: async (...args: unknown[]) => {
      askedOfIndex.dashboard.push(args);
      return null;
    },
  }),
}));

function renderShell(route = '/leads') {
  return renderWithProviders(<AppLayout />, { route });
}

function limitHeaders(limit: number, remaining: number): Headers {
  return new Headers({ 'X-RateLimit-Limit': String(limit), 'X-RateLimit-Remaining': String(remaining) });
}

afterEach(() => {
  act(() => {
    recordRateLimitWait(null);
    recordRateLimitHeaders(limitHeaders(60, 60));
  });
});

describe('AppLayout', () => {
  it('shows the product, the account, and navigation to the leads and every create screen', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'CRM' })).toBeVisible();
    expect(screen.getByText('Signed in as admin@sandbox.test')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Leads', 'New lead', 'New client', 'New organization', 'New deal']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('opens the shortcut help with ? and with its header button', async () => {
    renderShell();
    const user = userEvent.setup();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const action of [
      'Go to the leads',
      'Create a new lead',
      'Jump to the date filter',
      'Jump to the leads table (its current row)',
      'Open the selected lead',
    ]) {
      // "Open the selected lead" is listed for the lead list and for the inbox.
      expect(within(dialog).getAllByText(action)[0]).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getAllByRole('button', { name: 'Keyboard shortcuts' })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('goes to a new lead with n and back to the leads with g then l, but not while typing', async () => {
    const { router } = renderShell('/clients/new');
    const user = userEvent.setup();
    await user.keyboard('n');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/new'));

    await user.keyboard('l');
    expect(router.state.location.pathname).toBe('/leads/new');
    await user.keyboard('gl');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));

    const search = document.createElement('input');
    search.setAttribute('aria-label', 'Scratch field');
    document.body.append(search);
    await user.click(search);
    await user.keyboard('n');
    expect(router.state.location.pathname).toBe('/leads');
    search.remove();
  });

  it("asks the local copy for the board's and the dashboard's answers as their links are followed, with the list's filters", async () => {
    const { queryClient } = renderShell('/leads?source=2&from=2026-03-01&to=2026-03-31');
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Pipeline board' }));
    await waitFor(() => expect(askedOfIndex.board).toHaveLength(1));
    const [filter, stageIds, cardLimits] = askedOfIndex.board[0] as [
      Record<string, unknown>,
      number[],
      unknown,
    ];
    expect(filter).toMatchObject({ sourceIds: [2] });
    expect(filter.createdFrom).toEqual(expect.any(Number));
    expect(cardLimits).toEqual({});
    // The page's own query is the one asked for: it finds the answer (or the question on its way) in the cache.
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['leadIndex', 'board', filter, stageIds, {}] }),
    ).toHaveLength(1);

    // Ctrl+click opens another tab: this page asks nothing ahead for it.
    await user.keyboard('{Control>}');
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await user.keyboard('{/Control}');
    expect(askedOfIndex.dashboard).toHaveLength(0);
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(askedOfIndex.dashboard).toHaveLength(1));
    expect(askedOfIndex.dashboard[0]?.[0]).toEqual(filter);
    // The leads' list and the create screens ask nothing ahead.
    await user.click(within(nav).getByRole('link', { name: 'New lead' }));
    expect(askedOfIndex.board).toHaveLength(1);
  });

  it('switches the language and remembers it, and the page language follows', async () => {
    renderShell();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'RU' }));
    expect(await screen.findByRole('navigation', { name: 'Основная навигация' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem('crm.locale')).toBe('ru');
  });

  it('warns when few requests are left, and says why requests wait after a 429', async () => {
    renderShell();
    const status = () =>
      screen
        .getAllByRole('status')
        .map((element) => element.textContent)
        .join(' ');
    act(() => recordRateLimitHeaders(limitHeaders(60, 30)));
    expect(status()).toBe('');

    act(() => recordRateLimitHeaders(limitHeaders(60, 5)));
    expect(status()).toMatch(/only 5 of 60 requests/i);
    expect(screen.getByText('5 requests left')).toBeVisible();

    act(() => recordRateLimitWait(Date.now() + 7000));
    expect(status()).toMatch(/requests are waiting 7 s/i);
    expect(screen.getByText('Waiting 7 s')).toBeVisible();

    act(() => {
      recordRateLimitWait(null);
      recordRateLimitHeaders(limitHeaders(60, 59));
    });
    expect(status()).toBe('');
    expect(screen.queryByText(/Waiting/)).not.toBeInTheDocument();
  });

  it('signs out: tokens gone, off to the sign-in page', async () => {
    const { router, session } = renderWithProviders(<AppLayout />, {
      route: '/leads',
      extraRoutes: [{ path: '/login', element: <p>Sign-in page</p> }],
    });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.getState().session).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('moves focus to the main content from the skip link', async () => {
    renderShell();
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
