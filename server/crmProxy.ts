import type { IncomingHttpHeaders } from 'node:http';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowedMethods, CRM_ROUTES } from './crmRoutes.ts';
import type { SignInLimiter } from './signInLimiter.ts';

export interface IntegrationSecrets {
  clientId: string;
  clientSecret: string;
}

export interface CrmProxyOptions {
  /** The CRM's base address, e.g. a real account's or the local sandbox's. */
  target: string;
  /** Added to token requests here, on the server, so the secret never reaches the browser. */
  integration: IntegrationSecrets | null;
  /** Tell the upstream where the browser sees it, so absolute pagination links point back through us. */
  forwardedHeaders?: boolean;
  /** An upstream slower than this is answered with a JSON 504. */
  timeoutMs: number;
  /** Larger request bodies are refused with 413 before anything reaches the CRM. */
  bodyLimitBytes: number;
  /** Counts password sign-ins per client address; none in the dev server (the sandbox limits itself). */
  signInLimiter: SignInLimiter | null;
}

export const API_PREFIX = '/api';

/** What the browser may tell the CRM; cookies, origin, hop-by-hop headers and the like stay here. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'content-type',
  'content-length',
  'user-agent',
  'x-requested-with',
];

/** Hop-by-hop headers (RFC 9110 §7.6.1) and cookies: the app authenticates with bearer tokens only. */
const DROPPED_RESPONSE_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
];

function jsonError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').send({ message });
}

function parseJsonObject(body: Buffer): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Adds client_id/client_secret to a JSON token request, unless the browser sent its own. */
export function withIntegration(body: Buffer, integration: IntegrationSecrets | null): Buffer {
  if (!integration || body.length === 0) return body;
  const fields = parseJsonObject(body);
  if (!fields) return body;
  return Buffer.from(
    JSON.stringify({
      ...fields,
      client_id: fields.client_id ?? integration.clientId,
      client_secret: fields.client_secret ?? integration.clientSecret,
    }),
  );
}

/** Refreshes cannot be guessed; password grants can, so only they count against the limit. */
function isPasswordGrant(body: Buffer | undefined): boolean {
  if (!body) return true;
  const fields = parseJsonObject(body);
  return fields?.grant_type !== 'refresh_token';
}

function forwardedRequestHeaders(
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
  headers: IncomingHttpHeaders,
  forwarded: boolean,
): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = { host: headers.host };
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers[name];
    if (value !== undefined) kept[name] = value;
  }
  if (forwarded) {
    kept['x-forwarded-host'] = request.host;
    kept['x-forwarded-proto'] = request.protocol;
    kept['x-forwarded-prefix'] = API_PREFIX;
  }
  return kept;
}

function withoutDroppedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of DROPPED_RESPONSE_HEADERS) delete kept[name];
  return kept;
}

/**
 * The `/api` proxy to the CRM, used by the production server and by the Vite dev/preview servers alike:
 * only the spec's operations pass, bodies are bounded, the integration secret is added to token requests,
 * sign-ins are limited per client address, and a CRM that is down or slow is a JSON 502/504.
 */
export async function crmProxy(app: FastifyInstance, options: CrmProxyOptions): Promise<void> {
  const target = options.target.replace(/\/+$/, '');
  await app.register(replyFrom, {
    base: target,
    disableRequestLogging: true,
    undici: { connections: 128, pipelining: 1, keepAliveTimeout: 30_000 },
  });

  // Bodies go through as bytes: the proxy never re-serialises what the browser sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: options.bodyLimitBytes },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return jsonError(reply, 413, `The request body is larger than ${options.bodyLimitBytes} bytes.`);
    }
    if (status >= 500) request.log.error({ err: error }, 'proxy failure');
    return jsonError(reply, status, status >= 500 ? 'The proxy failed.' : 'The request could not be read.');
  });

  // Everything else under /api ends here, never at the CRM (nor at the app's page).
  app.all('/*', async (request, reply) => {
    const path = request.url.slice(API_PREFIX.length).split('?')[0] ?? '';
    const methods = allowedMethods(path);
    if (methods.length > 0) {
      return jsonError(reply.header('allow', methods.join(', ')), 405, 'This method is not allowed here.');
    }
    return jsonError(reply, 404, 'No such CRM operation.');
  });

  const answerUpstreamError = (reply: FastifyReply, error: Error & { statusCode?: number }) => {
    if (error.statusCode === 504) {
      jsonError(reply, 504, `The CRM did not answer within ${options.timeoutMs} ms.`);
    } else {
      reply.request.log.warn({ upstreamError: error.message }, 'CRM unreachable');
      jsonError(reply, 502, 'The CRM could not be reached.');
    }
  };

  for (const route of CRM_ROUTES) {
    const isTokenRoute = route.url === '/oauth/token';
    app.route({
      method: route.method,
      url: route.url,
      bodyLimit: options.bodyLimitBytes,
      handler: async (request, reply) => {
        let body = Buffer.isBuffer(request.body) ? request.body : undefined;
        if (isTokenRoute) {
          if (options.signInLimiter && isPasswordGrant(body)) {
            const verdict = await options.signInLimiter.consume(request.ip);
            if (!verdict.allowed) {
              return jsonError(
                reply
                  .header('retry-after', String(verdict.retryAfterSeconds))
                  .header('x-ratelimit-limit', String(verdict.limit))
                  .header('x-ratelimit-remaining', '0'),
                429,
                'Too Many Attempts.',
              );
            }
          }
          if (body) body = withIntegration(body, options.integration);
        }
        const upstreamPath = request.url.slice(API_PREFIX.length).split('?')[0] ?? '/';
        return reply.from(`${target}${upstreamPath}`, {
          timeout: options.timeoutMs,
          ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/json' } : {}),
          rewriteRequestHeaders: (proxied, headers) =>
            forwardedRequestHeaders(proxied, headers, options.forwardedHeaders === true),
          rewriteHeaders: (headers) => withoutDroppedHeaders(headers),
          onError: (_failed, { error }) => answerUpstreamError(reply, error),
        });
      },
    });
  }
}
