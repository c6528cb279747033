import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { takeEarlyResponse } from './earlyFirstPage';
import {
  BadResponseError,
  HttpError,
  NetworkError,
  NotFoundError,
  OAuthError,
  RateLimitedError,
  ServerError,
  UnauthenticatedError,
  ValidationError,
} from './errors';
import { parseRetryAfter, recordRateLimitHeaders, recordRateLimitWait } from './rateLimit';
import { OAuthErrorBodySchema } from './schemas/auth';
import { MessageBodySchema, ValidationBodySchema } from './schemas/common';

export interface RequestOptions {
  signal?: AbortSignal;
}

type QueryValue = string | number | null | undefined;

export interface HttpRequest extends RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Token requests go without a bearer header and never trigger a refresh. */
  authenticated?: boolean;
}

/** How the client reaches the session without importing it (the session lives in a feature). */
export interface AuthHooks {
  getAccessToken(): string | null;
  /**
   * The session's one refresh, told which token was refused (a holder that was sent a newer one meanwhile just
   * takes it); resolves to whether a usable token is in place.
   */
  refresh(rejectedAccessToken: string | null): Promise<boolean>;
  /** Asks the user to sign in again; resolves true once they have, false if they gave up. */
  reauthenticate(): Promise<boolean>;
}

interface HttpSettings {
  baseUrl: string;
  auth: AuthHooks | null;
  /** Longest Retry-After we wait out silently before giving the 429 to the caller. */
  maxRateLimitWaitSeconds: number;
  fetch: typeof fetch;
}

const settings: HttpSettings = {
  baseUrl: '/api',
  auth: null,
  maxRateLimitWaitSeconds: 60,
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureHttp(next: Partial<HttpSettings>): void {
  Object.assign(settings, next);
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return `${base}${path}${text ? `?${text}` : ''}`;
}

/** Renewals a request may live through before its 401 counts as its own (a guard against a loop, not a wait). */
const MAX_NEWER_TOKEN_RETRIES = 5;

/** One HTTP exchange: auth header, refresh on 401, waiting out 429, typed errors, zod at the boundary. */
export async function request<S extends $ZodType>(
  path: string,
  schema: S,
  init: HttpRequest = {},
): Promise<output<S>> {
  const response = await send(path, init);
  const body = await readJson(path, response);
  const parsed = safeParse(schema, body);
  if (!parsed.success) throw BadResponseError.fromZod(path, parsed.error, response.status);
  return parsed.data;
}

async function send(path: string, init: HttpRequest): Promise<Response> {
  const authenticated = init.authenticated ?? true;
  let refreshed = false;
  let newerTokenRetries = 0;
  let rateLimitRetries = 0;
  for (;;) {
    const token = authenticated ? (settings.auth?.getAccessToken() ?? null) : null;
    const response = await fetchOnce(path, init, token);
    recordRateLimitHeaders(response.headers);

    if (response.status === 401 && authenticated && settings.auth) {
      // The token was renewed while this request was on its way (maybe more than once on a slow machine): go
      // again with the current one; refreshing now would present a refresh token already spent.
      const current = settings.auth.getAccessToken();
      if (current !== null && current !== token && newerTokenRetries < MAX_NEWER_TOKEN_RETRIES) {
        newerTokenRetries += 1;
        continue;
      }
      if (!refreshed && (await settings.auth.refresh(token))) {
        refreshed = true;
        continue;
      }
      // Refresh is impossible: the user signs in again over the screen, and this request goes again.
      if (await settings.auth.reauthenticate()) {
        refreshed = true;
        continue;
      }
      throw new UnauthenticatedError();
    }

    if (response.status === 429) {
      const seconds = parseRetryAfter(response.headers.get('Retry-After'));
      if (seconds > settings.maxRateLimitWaitSeconds || rateLimitRetries >= 3) {
        throw new RateLimitedError(seconds);
      }
      rateLimitRetries += 1;
      await waitOutRateLimit(seconds, init.signal);
      continue;
    }

    if (!response.ok) throw await toError(path, response, authenticated);
    return response;
  }
}

async function fetchOnce(path: string, init: HttpRequest, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const url = buildUrl(path, init.query);
  try {
    if ((init.method ?? 'GET') === 'GET') {
      const early = await takeEarlyResponse(url, token);
      if (early) return early;
    }
    return await settings.fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason ?? error;
    throw new NetworkError({ cause: error });
  }
}

function waitOutRateLimit(seconds: number, signal?: AbortSignal): Promise<void> {
  const until = Date.now() + seconds * 1000;
  recordRateLimitWait(until);
  return new Promise<void>((resolve, reject) => {
    const finish = () => {
      signal?.removeEventListener('abort', onAbort);
      recordRateLimitWait(null);
    };
    const timer = setTimeout(() => {
      finish();
      resolve();
    }, seconds * 1000);
    const onAbort = () => {
      clearTimeout(timer);
      finish();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function readJson(path: string, response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadResponseError(path, 'the body is not JSON', response.status);
  }
}

async function toError(path: string, response: Response, authenticated: boolean): Promise<Error> {
  let body: unknown = null;
  try {
    body = await readJson(path, response);
  } catch {
    body = null;
  }
  const message = MessageBodySchema.safeParse(body).data?.message ?? response.statusText;
  const { status } = response;
  if (status === 422) {
    const parsed = ValidationBodySchema.safeParse(body);
    if (!parsed.success) return BadResponseError.fromZod(path, parsed.error, status);
    return new ValidationError(parsed.data.message ?? message, parsed.data.errors);
  }
  if (!authenticated) {
    const oauth = OAuthErrorBodySchema.safeParse(body);
    if (oauth.success) {
      const { error, error_description, message: oauthMessage } = oauth.data;
      return new OAuthError(error, error_description ?? oauthMessage ?? error, status);
    }
  }
  if (status === 401 && authenticated) return new UnauthenticatedError(message);
  if (status === 404) return new NotFoundError(message);
  if (status >= 500) return new ServerError(message || `Server error ${status}`, status);
  return new HttpError(message || `HTTP ${status}`, status);
}
