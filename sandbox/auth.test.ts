import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing/harness.ts';

let api: TestSandbox;
beforeAll(async () => {
  api = await startTestSandbox();
});
afterAll(async () => {
  await api.close();
});

const protectedCalls: [string, string][] = [
  ['GET', '/lead'],
  ['GET', '/lead/1'],
  ['POST', '/lead'],
  ['PUT', '/lead/1'],
  ['POST', '/client'],
  ['POST', '/client/store-or-first'],
  ['POST', '/org/client'],
  ['POST', '/contract'],
  ['GET', '/user/all-list'],
];

describe('Bearer authentication', () => {
  it.each(protectedCalls)('%s %s without a token is 401 Unauthenticated.', async (method, path) => {
    const response = await api.call(method, path, method === 'GET' ? {} : { json: {} });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('refuses an unknown token and a malformed header', async () => {
    const unknown = await api.call('GET', '/lead', { token: 'made-up-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Unauthenticated.' });
    const basic = await api.call('GET', '/lead', { headers: { Authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
  });

  it('accepts a valid token', async () => {
    const token = await api.login();
    expect((await api.call('GET', '/user/all-list', { token })).status).toBe(200);
  });
});
