import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordGrant, startTestSandbox, type TestSandbox, type TokenBody } from './testing/harness.ts';

// A zero lifetime makes every access token expired the moment it is issued: no waiting in the test.
let api: TestSandbox;
beforeAll(async () => {
  api = await startTestSandbox({ tokenTtlSeconds: 0 });
});
afterAll(async () => {
  await api.close();
});

it('refuses an expired access token and still refreshes it', async () => {
  const issued = await api.call<TokenBody>('POST', '/oauth/token', { json: passwordGrant });
  expect(issued.status).toBe(200);
  expect(issued.body.expires_in).toBe(0);

  const expired = await api.call('GET', '/lead', { token: issued.body.access_token });
  expect(expired.status).toBe(401);
  expect(expired.body).toEqual({ message: 'Unauthenticated.' });

  const refreshed = await api.call<TokenBody>('POST', '/oauth/token', {
    json: {
      grant_type: 'refresh_token',
      refresh_token: issued.body.refresh_token,
      client_id: passwordGrant.client_id,
      client_secret: passwordGrant.client_secret,
    },
  });
  expect(refreshed.status).toBe(200);
  expect(refreshed.body.access_token).not.toBe(issued.body.access_token);
});
