import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setupMswServer } from '../../tests/support/msw';
import {
  BadResponseError,
  NetworkError,
  NotFoundError,
  OAuthError,
  RateLimitedError,
  ServerError,
  UnauthenticatedError,
  ValidationError,
} from './errors';
import { type AuthHooks, configureHttp, request } from './http';
import { getRateLimitState } from './rateLimit';

const API = 'http://crm.test/api';
const server = setupMswServer();
const Body = z.object({ data: z.object({ id: z.number() }) });

function auth(overrides: Partial<AuthHooks> = {}): AuthHooks {
  return {
    getAccessToken: () => 'token-1',
    refresh: async () => false,
    reauthenticate: async () => false,
    ...overrides,
  };
}

function configure(hooks: AuthHooks | null = auth()) {
  configureHttp({ baseUrl: API, auth: hooks, fetch: (...args) => globalThis.fetch(...args) });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request', () => {
  it('sends the bearer token and JSON headers, and parses the body', async () => {
    configure();
    let seen = new Headers();
    server.use(
      http.post(`${API}/thing`, async ({ request: incoming }) => {
        seen = incoming.headers;
        expect(await incoming.json()).toEqual({ name: 'x' });
        return HttpResponse.json(
          { data: { id: 7 } },
          { headers: { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '59' } },
        );
      }),
    );
    await expect(request('/thing', Body, { method: 'POST', body: { name: 'x' } })).resolves.toEqual({
      data: { id: 7 },
    });
    expect(seen.get('authorization')).toBe('Bearer token-1');
    expect(seen.get('accept')).toBe('application/json');
    expect(getRateLimitState()).toMatchObject({ limit: 60, remaining: 59 });
  });

  it('encodes the dtCreate bounds as the API expects', async () => {
    configure();
    let url = '';
    server.use(
      http.get(`${API}/lead`, ({ request: incoming }) => {
        url = incoming.url;
        return HttpResponse.json({ data: { id: 1 } });
      }),
    );
    await request('/lead', Body, { query: { page: 2, 'dtCreate[0]': 100, 'dtCreate[1]': undefined } });
    const params = new URL(url).searchParams;
    expect(params.get('page')).toBe('2');
    expect(params.get('dtCreate[0]')).toBe('100');
    expect(params.has('dtCreate[1]')).toBe(false);
  });

  it('turns a 422 into a ValidationError with the field map', async () => {
    configure();
    server.use(
      http.post(`${API}/lead`, () =>
        HttpResponse.json(
          {
            message: 'The phone field is required when email is not present. (and 1 more error)',
            errors: {
              phone: ['The phone field is required when email is not present.'],
              email: ['The email field is required when phone is not present.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await request('/lead', Body, { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors.email).toEqual([
      'The email field is required when phone is not present.',
    ]);
  });

  it.each([
    [404, NotFoundError],
    [500, ServerError],
    [503, ServerError],
  ])('maps status %i to its error type', async (status, type) => {
    configure();
    server.use(http.get(`${API}/x`, () => HttpResponse.json({ message: 'nope' }, { status })));
    await expect(request('/x', Body)).rejects.toBeInstanceOf(type);
  });

  it('reports a body of the wrong shape as BadResponseError naming the field', async () => {
    configure();
    server.use(http.get(`${API}/x`, () => HttpResponse.json({ data: { id: 'seven' } })));
    const error = await request('/x', Body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadResponseError);
    expect((error as Error).message).toContain('data.id');
  });

  it('reports a non-JSON body as BadResponseError', async () => {
    configure();
    server.use(http.get(`${API}/x`, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await expect(request('/x', Body)).rejects.toBeInstanceOf(BadResponseError);
  });

  it('reads JSON written as PHP writes it (escaped slashes and Cyrillic) into the same values', async () => {
    configure();
    const Named = z.object({ data: z.object({ name: z.string(), url: z.string() }) });
    const php = '{"data":{"name":"\\u0418\\u0432\\u0430\\u043d","url":"https:\\/\\/crm.test\\/lead\\/1"}}';
    server.use(
      http.get(`${API}/x`, () => new HttpResponse(php, { headers: { 'Content-Type': 'application/json' } })),
    );
    await expect(request('/x', Named)).resolves.toEqual({
      data: { name: 'Иван', url: 'https://crm.test/lead/1' },
    });
  });

  it('tells a 404 or 405 with an empty message by its status (Laravel may send {"message": ""})', async () => {
    configure();
    server.use(
      http.get(`${API}/gone`, () => HttpResponse.json({ message: '' }, { status: 404 })),
      http.get(`${API}/wrong`, () =>
        HttpResponse.json({ message: '' }, { status: 405, headers: { Allow: 'POST' } }),
      ),
    );
    await expect(request('/gone', Body)).rejects.toBeInstanceOf(NotFoundError);
    const wrong = await request('/wrong', Body).catch((caught: unknown) => caught);
    expect(wrong).toMatchObject({ status: 405, message: 'HTTP 405' });
  });

  it('reports a failed connection as NetworkError', async () => {
    configure();
    server.use(http.get(`${API}/x`, () => HttpResponse.error()));
    await expect(request('/x', Body)).rejects.toBeInstanceOf(NetworkError);
  });

  it('refreshes once on 401 and retries the request with the new token', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    configure(auth({ getAccessToken: () => token, refresh }));
    server.use(
      http.get(`${API}/x`, ({ request: incoming }) =>
        incoming.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ data: { id: 1 } })
          : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await expect(request('/x', Body)).resolves.toEqual({ data: { id: 1 } });
    expect(refresh).toHaveBeenCalledTimes(1);
    // The refused token goes with it: a session already past it hands over the current one, refreshing nothing.
    expect(refresh).toHaveBeenCalledWith('old');
  });

  it('asks the user to sign in again when refresh fails, then sends the request again', async () => {
    let token = 'expired';
    const reauthenticate = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    configure(auth({ getAccessToken: () => token, reauthenticate }));
    server.use(
      http.get(`${API}/x`, ({ request: incoming }) =>
        incoming.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ data: { id: 2 } })
          : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await expect(request('/x', Body)).resolves.toEqual({ data: { id: 2 } });
    expect(reauthenticate).toHaveBeenCalledTimes(1);
  });

  it('gives up with UnauthenticatedError when the user does not sign in again', async () => {
    configure();
    server.use(
      http.get(`${API}/x`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    await expect(request('/x', Body)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('waits out a 429 for Retry-After seconds, then succeeds', async () => {
    configure();
    let calls = 0;
    server.use(
      http.get(`${API}/x`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { message: 'Too Many Attempts.' },
              { status: 429, headers: { 'Retry-After': '0' } },
            )
          : HttpResponse.json({ data: { id: 3 } });
      }),
    );
    await expect(request('/x', Body)).resolves.toEqual({ data: { id: 3 } });
    expect(calls).toBe(2);
  });

  it('hands a long 429 wait to the caller as RateLimitedError', async () => {
    configure();
    server.use(
      http.get(`${API}/x`, () =>
        HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': '3600' } },
        ),
      ),
    );
    const error = await request('/x', Body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(3600);
  });

  it("reads Passport's token errors as OAuthError with the code", async () => {
    configure(null);
    server.use(
      http.post(`${API}/oauth/token`, () =>
        HttpResponse.json(
          {
            error: 'invalid_grant',
            error_description: 'The user credentials were incorrect.',
            message: 'The user credentials were incorrect.',
          },
          { status: 400 },
        ),
      ),
    );
    const error = await request('/oauth/token', Body, {
      method: 'POST',
      body: {},
      authenticated: false,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).code).toBe('invalid_grant');
  });

  it('lets an aborted request end as an abort, not a network error', async () => {
    configure();
    server.use(http.get(`${API}/x`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = request('/x', Body, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });
  it('retries a late 401 with the token another request already renewed, without a second refresh', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => true);
    configure(auth({ getAccessToken: () => token, refresh }));
    server.use(
      http.get(`${API}/x`, ({ request: incoming }) => {
        if (incoming.headers.get('authorization') === 'Bearer new')
          return HttpResponse.json({ data: { id: 4 } });
        // Meanwhile another request refreshed the session.
        token = 'new';
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    await expect(request('/x', Body)).resolves.toEqual({ data: { id: 4 } });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('goes again with the current token each time a slow request meets a renewal, never refreshing for it', async () => {
    // On a busy machine one request can live through two renewals: its retry with the second token is refused
    // because a third is current by then. Refreshing for it would present a refresh token already spent.
    const tokens = ['first', 'second', 'third'];
    let current = 0;
    const refresh = vi.fn(async () => true);
    const reauthenticate = vi.fn(async () => true);
    configure(auth({ getAccessToken: () => tokens[current] ?? null, refresh, reauthenticate }));
    const sent: string[] = [];
    server.use(
      http.get(`${API}/x`, ({ request: incoming }) => {
        const bearer = incoming.headers.get('authorization') ?? '';
        sent.push(bearer);
        if (bearer === 'Bearer third') return HttpResponse.json({ data: { id: 5 } });
        // Another holder renewed the session while this one was on its way.
        current += 1;
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    await expect(request('/x', Body)).resolves.toEqual({ data: { id: 5 } });
    expect(sent).toEqual(['Bearer first', 'Bearer second', 'Bearer third']);
    expect(refresh).not.toHaveBeenCalled();
    expect(reauthenticate).not.toHaveBeenCalled();
  });
});
