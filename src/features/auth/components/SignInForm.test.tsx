import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../../tests/support/renderWithProviders';
import { SESSION_STORAGE_KEY } from '../lib/sessionStorage';
import { SignInForm } from './SignInForm';

const server = setupMswServer();
const TOKEN_URL = `${TEST_API}/oauth/token`;
const PASSWORD = 'correct horse';

function tokenAnswer() {
  return HttpResponse.json({
    token_type: 'Bearer',
    expires_in: 3600,
    access_token: 'a1',
    refresh_token: 'r1',
  });
}

async function fillAndSubmit(password = PASSWORD) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/e-mail/i), 'admin@sandbox.test');
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

function renderForm(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const onSignedIn = vi.fn();
  const rendered = renderWithProviders(<SignInForm onSignedIn={onSignedIn} />, {
    signedIn: false,
    ...options,
  });
  return { ...rendered, onSignedIn };
}

// Mantine in jsdom on a shared two-core machine: the first render of a file can take seconds.
describe('SignInForm', { timeout: 20_000 }, () => {
  it('says the e-mail or password is wrong, clears the password, and signs in on the next try', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(TOKEN_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.password !== PASSWORD) {
          return HttpResponse.json(
            { error: 'invalid_grant', error_description: 'The user credentials were incorrect.' },
            { status: 400 },
          );
        }
        return tokenAnswer();
      }),
    );
    const { onSignedIn, session } = renderForm();

    const user = await fillAndSubmit('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(/e-mail or password is not right/i);
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');
    expect(screen.getByLabelText(/^password/i)).toHaveFocus();
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^password/i), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(session.getState().session?.accessToken).toBe('a1');
    expect(bodies.at(-1)).toMatchObject({ grant_type: 'password', username: 'admin@sandbox.test' });
    // The password goes to the token endpoint and nowhere else.
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toContain(PASSWORD);
    expect(window.location.href).not.toContain('correct');
  });

  it.each([
    [
      'the integration is refused',
      () =>
        HttpResponse.json(
          { error: 'invalid_client', message: 'Client authentication failed' },
          { status: 401 },
        ),
      /did not accept this integration/i,
    ],
    [
      'the sign-in is rate limited for longer than the client waits',
      () =>
        HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      /too many sign-in attempts\. try again in 120 s/i,
    ],
    ['the CRM cannot be reached', () => HttpResponse.error(), /could not be reached/i],
    [
      'the CRM answers something unexpected',
      () =>
        new HttpResponse('<html>Bad gateway</html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      /unexpected answer/i,
    ],
    [
      'the CRM fails',
      () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      /unexpected answer/i,
    ],
  ])('explains on the page when %s', async (_case, answer, message) => {
    server.use(http.post(TOKEN_URL, answer));
    const { onSignedIn } = renderForm();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('tells the user why a short rate-limit wait holds the sign-in, then carries on', async () => {
    let attempts = 0;
    server.use(
      http.post(TOKEN_URL, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json(
              { message: 'Too Many Attempts.' },
              { status: 429, headers: { 'Retry-After': '1' } },
            )
          : tokenAnswer();
      }),
    );
    const { onSignedIn } = renderForm();
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveTextContent(/signing in again in 1 s/i);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('checks the fields before sending anything', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/e-mail/i), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/enter an e-mail address such as/i)).toBeVisible();
    expect(screen.getByText(/enter your password/i)).toBeVisible();
  });

  it('asks for the integration only where no proxy supplies it, and sends it with the password grant', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(TOKEN_URL, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return tokenAnswer();
      }),
    );
    const { onSignedIn } = renderForm({ config: { integration: 'browser' } });
    expect(screen.getByRole('group', { name: 'Integration' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/integration id/i), 'client-7');
    await user.type(screen.getByLabelText(/integration secret/i), 's3cret');
    await fillAndSubmit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(body).toMatchObject({ client_id: 'client-7', client_secret: 's3cret', grant_type: 'password' });
  });

  it('shows no integration section behind the proxy', () => {
    renderForm({ config: { integration: 'proxy' } });
    expect(screen.queryByRole('group', { name: 'Integration' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/integration id/i)).not.toBeInTheDocument();
  });

  it('keeps the session for the tab by default and across restarts only when asked, saying the risk', async () => {
    server.use(http.post(TOKEN_URL, tokenAnswer));
    const { onSignedIn } = renderForm();
    const remember = screen.getByRole('checkbox', { name: /keep me signed in/i });
    expect(remember).not.toBeChecked();
    expect(remember).toHaveAccessibleDescription(/use only on a computer that is yours alone/i);
    const user = userEvent.setup();
    await user.click(remember);
    await fillAndSubmit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('"persistent":true');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('says in Russian what went wrong when the CRM fails', async () => {
    server.use(http.post(TOKEN_URL, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    renderForm({ locale: 'ru' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/эл\. почта/i), 'admin@sandbox.test');
    await user.type(screen.getByLabelText(/^пароль/i), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'CRM ответила неожиданно: CRM не смогла обработать запрос (ошибка 500).',
    );
  });
});
