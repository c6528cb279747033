import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildServer } from '../app.ts';
import type { CspReports } from '../securityHeaders.ts';
import type { ServerSettings } from '../settings.ts';

export const HASHED_ASSET = '/assets/app-3f9a1c2b.js';
export const ASSET_SOURCE = `console.info(${JSON.stringify('x'.repeat(4000))});\n`;

/** A built app in miniature: index.html and one hashed asset with its brotli and gzip copies. */
export function makeStaticDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-server-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="${HASHED_ASSET}"></script></head><body></body></html>`,
  );
  const asset = path.join(dir, HASHED_ASSET);
  writeFileSync(asset, ASSET_SOURCE);
  writeFileSync(`${asset}.br`, brotliCompressSync(ASSET_SOURCE));
  writeFileSync(`${asset}.gz`, gzipSync(ASSET_SOURCE));
  writeFileSync(path.join(dir, 'sw.js'), "importScripts('./workbox-1a2b3c4d.js');\n");
  writeFileSync(path.join(dir, 'workbox-1a2b3c4d.js'), 'self.workbox = {};\n');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"CRM","start_url":"/inbox"}');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RunningServer {
  url: string;
  port: number;
  /** Every JSON log line the server wrote. */
  logs: string[];
  cspReports: CspReports;
  close(): Promise<void>;
}

export function testSettings(
  overrides: Partial<ServerSettings> & Pick<ServerSettings, 'crmBaseUrl' | 'staticDir'>,
) {
  const settings: ServerSettings = {
    port: 0,
    host: '127.0.0.1',
    integration: { clientId: 'sandbox', clientSecret: 'sandbox-secret' },
    catalogs: undefined,
    trustProxy: false,
    redisUrl: null,
    signInAttemptsPerMinute: 10,
    upstreamTimeoutMs: 5_000,
    bodyLimitBytes: 64 * 1024,
    connectSrc: [],
    ...overrides,
  };
  return settings;
}

/** The production server in this process, on a free loopback port, its log kept for assertions. */
export async function startServer(settings: ServerSettings): Promise<RunningServer> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const { app, cspReports } = await buildServer(settings, { level: 'info', stream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, logs, cspReports, close: () => app.close() };
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json(): unknown;
}

/** One HTTP/1.1 request; `localAddress` makes it come from another loopback address (127.0.0.2…). */
export function httpRequest(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: init.localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text,
            json: () => JSON.parse(text),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeCrm {
  url: string;
  received: ReceivedRequest[];
  /** Resolves with the next request the fake CRM receives. */
  nextRequest(): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

/**
 * A stand-in CRM that records what reached it and answers with `respond` (which may wait, or never answer),
 * for what the sandbox cannot show: forwarded headers, a slow upstream.
 */
export async function startFakeCrm(
  respond: (
    received: ReceivedRequest,
    answer: (status: number, body: unknown, headers?: Record<string, string>) => void,
  ) => void,
): Promise<FakeCrm> {
  const received: ReceivedRequest[] = [];
  let waiters: ((request: ReceivedRequest) => void)[] = [];
  const server: Server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const entry = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      for (const waiter of waiters) waiter(entry);
      waiters = [];
      respond(entry, (status, body, headers = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    nextRequest: () => new Promise((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
