import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../sandbox/testing/harness.ts';
import {
  closedPort,
  type FakeCrm,
  httpRequest,
  makeStaticDir,
  type RunningServer,
  startFakeCrm,
  startServer,
  testSettings,
} from './testing/harness.ts';

const SECRET = 'sandbox-secret';
const PASSWORD = 'sandbox';
const signIn = JSON.stringify({ grant_type: 'password', username: 'admin@sandbox.test', password: PASSWORD });
const json = { 'content-type': 'application/json', accept: 'application/json' };

let sandbox: TestSandbox;
let server: RunningServer;
const staticDir = makeStaticDir();

beforeAll(async () => {
  sandbox = await startTestSandbox();
  server = await startServer(testSettings({ crmBaseUrl: sandbox.url, staticDir: staticDir.dir }));
});

afterAll(async () => {
  await server?.close();
  await sandbox?.close();
  staticDir.remove();
});

describe('the proxy to the CRM', () => {
  it('adds the integration secret to sign-in, and no response or log line shows it, the password or a token', async () => {
    const token = await httpRequest(`${server.url}/api/oauth/token`, {
      method: 'POST',
      headers: json,
      body: signIn,
    });
    expect(token.status).toBe(200);
    const accessToken = (token.json() as { access_token: string }).access_token;
    expect(accessToken).toEqual(expect.any(String));

    const leads = await httpRequest(`${server.url}/api/lead?per_page=5`, {
      headers: { ...json, authorization: `Bearer ${accessToken}` },
    });
    expect(leads.status).toBe(200);
    expect((leads.json() as { data: unknown[] }).data).toHaveLength(5);

    const config = await httpRequest(`${server.url}/config.json`);
    expect(config.json()).toMatchObject({ apiBaseUrl: '/api', integration: 'proxy' });
    for (const answer of [token, leads, config]) expect(answer.text).not.toContain(SECRET);

    const log = server.logs.join('\n');
    expect(log).toContain('"path":"/api/oauth/token"');
    expect(log).toContain('"path":"/api/lead"');
    for (const secret of [SECRET, PASSWORD, accessToken]) expect(log).not.toContain(secret);
  });

  it('refuses paths and methods outside the spec, with JSON', async () => {
    const unknown = await httpRequest(`${server.url}/api/admin/users`);
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.any(String) });

    const wrongMethod = await httpRequest(`${server.url}/api/lead/1`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, PUT');

    const notAnId = await httpRequest(`${server.url}/api/lead/..%2Foauth`);
    expect(notAnId.status).toBe(404);
  });

  it('refuses a body over the limit with 413 before it reaches the CRM', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(70 * 1024) });
    const answer = await httpRequest(`${server.url}/api/lead`, { method: 'POST', headers: json, body });
    expect(answer.status).toBe(413);
    expect(answer.json()).toEqual({ message: expect.stringContaining('65536 bytes') });
  });

  it('answers the 11th sign-in in a minute from one address with 429 in the CRM shape, while another address signs in', async () => {
    const limited = await startServer(testSettings({ crmBaseUrl: sandbox.url, staticDir: staticDir.dir }));
    try {
      const attempt = (localAddress: string) =>
        httpRequest(`${limited.url}/api/oauth/token`, {
          method: 'POST',
          headers: json,
          body: signIn,
          localAddress,
        });
      for (let index = 0; index < 10; index += 1) expect((await attempt('127.0.0.1')).status).toBe(200);
      const eleventh = await attempt('127.0.0.1');
      expect(eleventh.status).toBe(429);
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
      expect(eleventh.json()).toEqual({ message: 'Too Many Attempts.' });

      expect((await attempt('127.0.0.2')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts the address a trusted load balancer reports', async () => {
    const behindBalancer = await startServer(
      testSettings({
        crmBaseUrl: sandbox.url,
        staticDir: staticDir.dir,
        trustProxy: '127.0.0.1',
        signInAttemptsPerMinute: 1,
      }),
    );
    try {
      const attempt = (client: string) =>
        httpRequest(`${behindBalancer.url}/api/oauth/token`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': client },
          body: signIn,
        });
      expect((await attempt('203.0.113.7')).status).toBe(200);
      expect((await attempt('203.0.113.7')).status).toBe(429);
      expect((await attempt('203.0.113.8')).status).toBe(200);
    } finally {
      await behindBalancer.close();
    }
  });
});

describe('what reaches the CRM and what comes back', () => {
  let fake: FakeCrm;
  let viaFake: RunningServer;
  beforeAll(async () => {
    fake = await startFakeCrm((_received, answer) =>
      answer(200, { data: [] }, { 'set-cookie': 'crm_session=abc; Path=/', 'x-ratelimit-limit': '60' }),
    );
    viaFake = await startServer(testSettings({ crmBaseUrl: fake.url, staticDir: staticDir.dir }));
  });
  afterAll(async () => {
    await viaFake?.close();
    await fake?.close();
  });

  it('forwards neither cookies nor hop-by-hop headers, either way', async () => {
    const answer = await httpRequest(`${viaFake.url}/api/lead?page=2`, {
      headers: {
        ...json,
        authorization: 'Bearer t',
        cookie: 'app_session=private',
        connection: 'keep-alive, x-drop-me',
        'x-drop-me': '1',
        'proxy-authorization': 'Basic abc',
        origin: 'https://evil.example',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-ratelimit-limit']).toBe('60');

    const received = fake.received.at(-1);
    expect(received?.url).toBe('/lead?page=2');
    expect(received?.headers.authorization).toBe('Bearer t');
    for (const name of ['cookie', 'x-drop-me', 'proxy-authorization', 'origin']) {
      expect(received?.headers[name]).toBeUndefined();
    }
  });
});

describe('an upstream that fails', () => {
  it('answers a JSON 502 at once when the CRM is down', async () => {
    const down = await startServer(
      testSettings({ crmBaseUrl: `http://127.0.0.1:${await closedPort()}`, staticDir: staticDir.dir }),
    );
    try {
      const started = performance.now();
      const answer = await httpRequest(`${down.url}/api/lead`, { headers: json });
      expect(answer.status).toBe(502);
      expect(answer.json()).toEqual({ message: 'The CRM could not be reached.' });
      expect(performance.now() - started).toBeLessThan(5_000);

      const readiness = await httpRequest(`${down.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect((await httpRequest(`${down.url}/healthz`)).status).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('answers a JSON 504 within the timeout when the CRM does not answer', async () => {
    const silent = await startFakeCrm(() => {});
    const slow = await startServer(
      testSettings({ crmBaseUrl: silent.url, staticDir: staticDir.dir, upstreamTimeoutMs: 300 }),
    );
    try {
      const started = performance.now();
      const answer = await httpRequest(`${slow.url}/api/lead`, { headers: json });
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(504);
      expect(answer.json()).toEqual({ message: 'The CRM did not answer within 300 ms.' });
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(5_000);
    } finally {
      await slow.close();
      await silent.close();
    }
  });
});
