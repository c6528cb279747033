import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenEvent } from './auth/tokenService.ts';
import { passwordGrant, startTestSandbox, type TestSandbox, type TokenBody } from './testing/harness.ts';

let api: TestSandbox;
beforeAll(async () => {
  api = await startTestSandbox();
});
afterAll(async () => {
  await api.close();
});

const invalidClient = {
  error: 'invalid_client',
  error_description: 'Client authentication failed',
  message: 'Client authentication failed',
};

describe('POST /oauth/token, password grant', () => {
  it('issues a Bearer pair with no-store headers', async () => {
    const response = await api.call<TokenBody>('POST', '/oauth/token', { json: passwordGrant });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['token_type', 'expires_in', 'access_token', 'refresh_token']);
    expect(response.body.token_type).toBe('Bearer');
    expect(response.body.expires_in).toBe(3600);
    expect(response.body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(response.body.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(response.body.refresh_token).not.toBe(response.body.access_token);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('pragma')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');

    const leads = await api.call('GET', '/lead', { token: response.body.access_token });
    expect(leads.status).toBe(200);
  });

  it('accepts a form-encoded body', async () => {
    const response = await api.call<TokenBody>('POST', '/oauth/token', {
      body: new URLSearchParams(passwordGrant).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect(response.body.token_type).toBe('Bearer');
  });

  it('takes the client from HTTP Basic auth as well', async () => {
    const { client_id: _id, client_secret: _secret, ...userOnly } = passwordGrant;
    const basic = Buffer.from(`${passwordGrant.client_id}:${passwordGrant.client_secret}`).toString('base64');
    const response = await api.call<TokenBody>('POST', '/oauth/token', {
      json: userOnly,
      headers: { Authorization: `Basic ${basic}` },
    });
    expect(response.status).toBe(200);
  });

  it('gives a different token on every login', async () => {
    const [first, second] = await Promise.all([api.login(), api.login()]);
    expect(first).not.toBe(second);
  });

  it('rejects a wrong password as Passport does', async () => {
    const response = await api.call('POST', '/oauth/token', { json: { ...passwordGrant, password: 'nope' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The user credentials were incorrect.',
      message: 'The user credentials were incorrect.',
    });
  });

  it('rejects an unknown user', async () => {
    const response = await api.call('POST', '/oauth/token', {
      json: { ...passwordGrant, username: 'nobody@sandbox.test' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects a wrong client secret or client id with 401 invalid_client', async () => {
    const wrongSecret = await api.call('POST', '/oauth/token', {
      json: { ...passwordGrant, client_secret: 'x' },
    });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body).toEqual(invalidClient);
    const wrongId = await api.call('POST', '/oauth/token', {
      json: { ...passwordGrant, client_id: 'other' },
    });
    expect(wrongId.status).toBe(401);
    expect(wrongId.body).toEqual(invalidClient);
    const { client_secret: _secret, ...noSecret } = passwordGrant;
    const missingSecret = await api.call('POST', '/oauth/token', { json: noSecret });
    expect(missingSecret.status).toBe(401);
    expect(missingSecret.body).toEqual(invalidClient);
  });

  it('answers missing parameters with invalid_request', async () => {
    const { client_id: _id, ...noClient } = passwordGrant;
    const missingClient = await api.call('POST', '/oauth/token', { json: noClient });
    expect(missingClient.status).toBe(400);
    expect(missingClient.body).toMatchObject({
      error: 'invalid_request',
      hint: 'Check the `client_id` parameter',
    });

    const { username: _user, ...noUser } = passwordGrant;
    const missingUser = await api.call('POST', '/oauth/token', { json: noUser });
    expect(missingUser.status).toBe(400);
    expect(missingUser.body).toEqual({
      error: 'invalid_request',
      error_description:
        'The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.',
      hint: 'Check the `username` parameter',
      message:
        'The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.',
    });

    const { password: _password, ...noPassword } = passwordGrant;
    const missingPassword = await api.call('POST', '/oauth/token', { json: noPassword });
    expect(missingPassword.body).toMatchObject({
      error: 'invalid_request',
      hint: 'Check the `password` parameter',
    });
  });

  it('answers an unknown or missing grant type with unsupported_grant_type', async () => {
    for (const grant of ['client_credentials', undefined]) {
      const response = await api.call('POST', '/oauth/token', {
        json: { ...passwordGrant, grant_type: grant },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'unsupported_grant_type',
        message: 'The authorization grant type is not supported by the authorization server.',
      });
    }
  });
});

describe('POST /oauth/token, refresh_token grant', () => {
  const refresh = (refreshToken: string | undefined) =>
    api.call<TokenBody>('POST', '/oauth/token', {
      json: {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: passwordGrant.client_id,
        client_secret: passwordGrant.client_secret,
      },
    });

  it('issues a new pair and revokes the old refresh and access tokens', async () => {
    const first = await api.call<TokenBody>('POST', '/oauth/token', { json: passwordGrant });
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.token_type).toBe('Bearer');
    expect(second.body.access_token).not.toBe(first.body.access_token);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    expect(second.headers.get('cache-control')).toBe('no-store');

    expect((await api.call('GET', '/lead', { token: second.body.access_token })).status).toBe(200);
    expect((await api.call('GET', '/lead', { token: first.body.access_token })).status).toBe(401);

    const reused = await refresh(first.body.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The refresh token is invalid.',
      message: 'The refresh token is invalid.',
      hint: 'Token has been revoked',
    });
  });

  it('rejects an unknown refresh token', async () => {
    const response = await refresh('not-a-token');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_grant', message: 'The refresh token is invalid.' });
  });

  it('requires the refresh token and the client', async () => {
    const missing = await refresh(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: 'invalid_request',
      hint: 'Check the `refresh_token` parameter',
    });

    const pair = await api.call<TokenBody>('POST', '/oauth/token', { json: passwordGrant });
    const wrongClient = await api.call('POST', '/oauth/token', {
      json: {
        grant_type: 'refresh_token',
        refresh_token: pair.body.refresh_token,
        client_id: 'sandbox',
        client_secret: 'bad',
      },
    });
    expect(wrongClient.status).toBe(401);
    expect(wrongClient.body).toEqual(invalidClient);
  });
});

describe('what the token endpoint reports', () => {
  it('tells of each refresh and of a revoked refresh token presented again', async () => {
    const events: TokenEvent[] = [];
    const watched = await startTestSandbox({ onTokenEvent: (event) => events.push(event) });
    try {
      const refresh = (refreshToken: string) =>
        watched.call<TokenBody>('POST', '/oauth/token', {
          json: { ...passwordGrant, grant_type: 'refresh_token', refresh_token: refreshToken },
        });
      const first = await watched.call<TokenBody>('POST', '/oauth/token', { json: passwordGrant });
      const second = await refresh(first.body.refresh_token);
      expect(second.status).toBe(200);
      expect((await watched.call('GET', '/lead', { token: first.body.access_token })).status).toBe(401);
      expect((await refresh(first.body.refresh_token)).status).toBe(400);
      expect(events).toEqual([
        { kind: 'issued' },
        { kind: 'refreshed' },
        { kind: 'revokedAccessPresented' },
        { kind: 'refreshRefused', hint: 'Token has been revoked' },
      ]);
    } finally {
      await watched.close();
    }
  });
});
