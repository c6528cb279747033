import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthenticatedUser } from '../auth/tokenService.ts';
import type { FixedWindowLimiter } from '../rateLimit.ts';
import { cleanInput } from '../validation/values.ts';
import { parseBody, readBody } from './body.ts';
import { preflightHeaders } from './cors.ts';
import { HttpError, type JsonResponse, messageError, routeNotFound, unauthenticated } from './errors.ts';
import { parseQuery } from './query.ts';
import { sendJson } from './respond.ts';
import { type Method, matchRoute, type RequestContext, type Route } from './router.ts';

export interface AppOptions {
  routes: readonly Route[];
  authenticate: (authorization: string | undefined) => AuthenticatedUser | null;
  apiLimiter: FixedWindowLimiter;
  tokenLimiter: FixedWindowLimiter;
  quiet: boolean;
}

// Laravel ignores a trailing slash: /lead/ is /lead.
const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

// As the real CRM behind a production exception handler may: an empty message, the methods in `Allow` only.
function methodNotAllowed(allowed: Method[]): HttpError {
  const supported = allowed.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
  return messageError(405, '', { Allow: supported.join(', ') });
}

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

// Like Laravel behind TrustProxies: a proxy (the Vite dev server's /api) can name the address the browser
// used, so pagination links point back through it.
function originOf(req: IncomingMessage): string {
  const proto = firstHeader(req.headers['x-forwarded-proto']) ?? 'http';
  const host = firstHeader(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost';
  const prefix = (firstHeader(req.headers['x-forwarded-prefix']) ?? '').replace(/\/+$/, '');
  return `${proto}://${host}${prefix}`;
}

async function buildContext(
  req: IncomingMessage,
  url: URL,
  path: string,
  params: Record<string, string>,
): Promise<RequestContext> {
  const method = req.method?.toUpperCase();
  const hasBody = method === 'POST' || method === 'PUT';
  const parsed = hasBody ? parseBody(await readBody(req), req.headers['content-type']) : {};
  return {
    params,
    query: parseQuery(url.search),
    body: cleanInput(parsed) as Record<string, unknown>,
    headers: req.headers,
    origin: originOf(req),
    path,
  };
}

type HeaderSink = (headers: Record<string, string>) => void;

function consume(limiter: FixedWindowLimiter, key: string, sink: HeaderSink): void {
  const result = limiter.hit(key);
  sink(result.headers);
  if (!result.allowed) throw messageError(429, 'Too Many Attempts.', result.headers);
}

async function dispatch(req: IncomingMessage, options: AppOptions, sink: HeaderSink): Promise<JsonResponse> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') return { status: 204, body: null, headers: preflightHeaders };

  const url = new URL(req.url ?? '/', 'http://placeholder');
  const path = normalizePath(url.pathname);
  const ip = req.socket.remoteAddress ?? 'unknown';
  const match = matchRoute(options.routes, method === 'HEAD' ? 'GET' : method, path);
  if (match.kind !== 'found') {
    consume(options.apiLimiter, `ip:${ip}`, sink);
    throw match.kind === 'notFound' ? routeNotFound() : methodNotAllowed(match.allowed);
  }

  const { route } = match;
  if (route.access === 'public') {
    consume(options.tokenLimiter, `ip:${ip}`, sink);
    return route.handler(await buildContext(req, url, path, match.params));
  }
  const user = options.authenticate(req.headers.authorization);
  // Per token once authenticated; anonymous callers share their address's budget.
  consume(options.apiLimiter, user === null ? `ip:${ip}` : `token:${user.tokenHash}`, sink);
  if (user === null) throw unauthenticated();
  return route.handler(await buildContext(req, url, path, match.params), user);
}

export function createRequestListener(
  options: AppOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = performance.now();
    let limitHeaders: Record<string, string> = {};
    const finish = (response: JsonResponse): void => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // The time the CRM spent answering, as a real server reports it: the benches weigh what each request costs it.
      const spent = (performance.now() - started).toFixed(1);
      sendJson(res, response, { ...limitHeaders, 'Server-Timing': `app;dur=${spent}` });
      if (!options.quiet) {
        const ms = spent;
        console.info(`${req.method ?? '?'} ${req.url ?? ''} → ${response.status} (${ms} ms)`);
      }
    };
    dispatch(req, options, (headers) => {
      limitHeaders = headers;
    })
      .then(finish)
      .catch((error: unknown) => {
        if (error instanceof HttpError) {
          finish(error.toResponse());
          return;
        }
        console.error('[sandbox] request failed:', error);
        finish({ status: 500, body: { message: 'Server Error' } });
      });
  };
}
