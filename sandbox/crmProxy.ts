import type { IncomingMessage, ServerResponse } from 'node:http';

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
}

/** What the browser may tell the CRM; cookies, origin and the like stay here. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'user-agent',
  'x-requested-with',
];

/** Hop-by-hop or recomputed here (fetch has already decoded the body). */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'content-encoding',
  'set-cookie',
]);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Adds client_id/client_secret to a JSON token request, unless the browser sent its own. */
export function withIntegration(body: Buffer, integration: IntegrationSecrets | null): Buffer {
  if (!integration || body.length === 0) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return body;
  const fields = parsed as Record<string, unknown>;
  return Buffer.from(
    JSON.stringify({
      ...fields,
      client_id: fields.client_id ?? integration.clientId,
      client_secret: fields.client_secret ?? integration.clientSecret,
    }),
  );
}

/** Connect-style handler for requests under the mount point (`/api`), with the prefix already stripped. */
export function createCrmProxy(options: CrmProxyOptions) {
  const target = options.target.replace(/\/+$/, '');
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = request.url ?? '/';
    const method = request.method ?? 'GET';
    try {
      let body: Buffer | undefined =
        method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
      if (body && method === 'POST' && path.split('?')[0] === '/oauth/token') {
        body = withIntegration(body, options.integration);
      }
      const headers = new Headers();
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = request.headers[name];
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      if (options.forwardedHeaders && request.headers.host) {
        headers.set('x-forwarded-host', request.headers.host);
        headers.set('x-forwarded-proto', 'http');
        headers.set('x-forwarded-prefix', '/api');
      }
      const upstream = await fetch(`${target}${path}`, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        redirect: 'manual',
      });
      const payload = Buffer.from(await upstream.arrayBuffer());
      upstream.headers.forEach((value, name) => {
        if (!DROPPED_RESPONSE_HEADERS.has(name)) response.setHeader(name, value);
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length > 0) response.setHeader('set-cookie', cookies);
      response.statusCode = upstream.status;
      response.setHeader('content-length', payload.length);
      response.end(payload);
    } catch (error) {
      console.error('[crm proxy]', error);
      response.statusCode = 502;
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(JSON.stringify({ message: 'The CRM could not be reached through the proxy.' }));
    }
  };
}
