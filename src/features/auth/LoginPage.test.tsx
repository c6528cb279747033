import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../tests/support/renderWithProviders';
import { RequireAuth } from './components/RequireAuth';
import { LoginPage } from './LoginPage';

const server = setupMswServer();

describe('LoginPage', () => {
  it('brings a signed-out visitor back to the deep link they opened, once signed in', async () => {
    server.use(
      http.post(`${TEST_API}/oauth/token`, () =>
        HttpResponse.json({ token_type: 'Bearer', expires_in: 3600, access_token: 'a', refresh_token: 'r' }),
      ),
    );
    const { router } = renderWithProviders(<RequireAuth />, {
      signedIn: false,
      route: '/leads/42/edit?from=list',
      extraRoutes: [{ path: '/login', element: <LoginPage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to the CRM' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/e-mail/i), 'admin@sandbox.test');
    await user.type(screen.getByLabelText(/^password/i), 'sandbox');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/42/edit'));
    expect(router.state.location.search).toBe('?from=list');
  });

  it('sends a signed-in visitor straight on, never to another site', async () => {
    const { router } = renderWithProviders(<LoginPage />, {
      route: '/login',
      path: '/login',
      extraRoutes: [{ path: '*', element: <p>elsewhere</p> }],
    });
    await router.navigate('/login', { state: { from: '//evil.example/steal' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
  });
});
