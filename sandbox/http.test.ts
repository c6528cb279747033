import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequestListener } from './http/app.ts';
import { FixedWindowLimiter } from './rateLimit.ts';
import { startTestSandbox, type TestSandbox } from './testing/harness.ts';

let api: TestSandbox;
let token: string;
beforeAll(async () => {
  api = await startTestSandbox();
  token = await api.login();
});
afterAll(async () => {
  await api.close();
});

const jsonType = 'application/json; charset=utf-8';

describe('CORS', () => {
  it('answers a preflight with 204 and the allowed methods and headers', async () => {
    const response = await fetch(`${api.url}/lead`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const methods = response.headers.get('access-control-allow-methods') ?? '';
    for (const method of ['GET', 'POST', 'PUT', 'OPTIONS']) expect(methods).toContain(method);
    const headers = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With']) {
      expect(headers).toContain(header);
    }
    expect(await response.text()).toBe('');
  });

  it('allows any origin on ordinary and error responses', async () => {
    for (const response of [
      await api.call('GET', '/lead', { token }),
      await api.call('GET', '/lead'),
      await api.call('GET', '/nowhere'),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('content-type')).toBe(jsonType);
      expect(response.headers.get('x-ratelimit-limit')).toBe('1000');
      expect(response.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    }
  });
});

describe('errors are JSON and the server keeps serving', () => {
  it('answers a malformed JSON body with 400, then serves the next request', async () => {
    const broken = await api.call('POST', '/lead', {
      token,
      body: '{"phone": "7916',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'Malformed JSON body.' });
    expect(broken.headers.get('content-type')).toBe(jsonType);
    const brokenLogin = await api.call('POST', '/oauth/token', {
      body: 'grant_type=password&',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(brokenLogin.status).toBe(400);
    expect(brokenLogin.body).toEqual({ message: 'Malformed JSON body.' });
    expect((await api.call('GET', '/lead', { token })).status).toBe(200);
  });

  it('writes JSON as Laravel does: slashes and every non-ASCII character escaped', async () => {
    const response = await api.call<{ data: { name: string | null }[] }>('GET', '/lead?per_page=5', {
      token,
    });
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/[\u0080-\uffff]/);
    expect(response.text).toMatch(/\\u04[0-4][0-9a-f]/);
    expect(response.text).toContain('http:\\/\\/');
    expect(response.body.data.some((lead) => /[а-яё]/i.test(lead.name ?? ''))).toBe(true);
  });

  it('answers an unknown route with 404 and an empty message, as Laravel 8 in production does', async () => {
    const response = await api.call('GET', '/leads', { token });
    expect(response.status).toBe(404);
    expect(response.text).toBe('{"message":""}');
  });

  it('answers a wrong method with 405, an empty message and the supported methods in Allow', async () => {
    const deleteLead = await api.call('DELETE', '/lead/1', { token });
    expect(deleteLead.status).toBe(405);
    expect(deleteLead.body).toEqual({ message: '' });
    expect(deleteLead.headers.get('allow')).toBe('GET, HEAD, PUT');
    const getToken = await api.call('GET', '/oauth/token');
    expect(getToken.status).toBe(405);
    expect(getToken.headers.get('content-type')).toBe(jsonType);
  });

  it('refuses a body over 1 MB with 413, then serves the next request', async () => {
    const response = await api.call('POST', '/lead', {
      token,
      json: { name: 'x', phone: '79160000000', sourceId: 1, referrer: 'r'.repeat(1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Payload Too Large.' });
    expect((await api.call('GET', '/lead', { token })).status).toBe(200);
  });

  it('turns an exception in a handler into 500 Server Error and keeps serving', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const server: Server = createServer(
      createRequestListener({
        routes: [
          {
            method: 'GET',
            path: '/boom',
            access: 'public',
            handler: () => {
              calls += 1;
              if (calls === 1) throw new Error('database is on fire');
              return { status: 200, body: { data: 'fine' } };
            },
          },
        ],
        authenticate: () => null,
        apiLimiter: new FixedWindowLimiter(100),
        tokenLimiter: new FixedWindowLimiter(100),
        quiet: true,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/boom`;
    try {
      const failed = await fetch(url);
      expect(failed.status).toBe(500);
      expect(failed.headers.get('content-type')).toBe(jsonType);
      expect(await failed.json()).toEqual({ message: 'Server Error' });
      expect(errors).toHaveBeenCalled();
      const next = await fetch(url);
      expect(next.status).toBe(200);
      expect(await next.json()).toEqual({ data: 'fine' });
    } finally {
      errors.mockRestore();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('links behind a proxy', () => {
  it('build absolute URLs from X-Forwarded-* headers when a proxy sends them', async () => {
    const response = await api.call<{ links: { first: string }; meta: { path: string } }>(
      'GET',
      '/lead?page=2',
      {
        token,
        headers: {
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-Host': 'crm.local:5173',
          'X-Forwarded-Prefix': '/api',
        },
      },
    );
    expect(response.body.meta.path).toBe('https://crm.local:5173/api/lead');
    expect(response.body.links.first).toBe('https://crm.local:5173/api/lead?page=1');
  });
});
