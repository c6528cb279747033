import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_SOURCE,
  HASHED_ASSET,
  httpRequest,
  makeStaticDir,
  type RunningServer,
  startServer,
  testSettings,
} from './testing/harness.ts';

let server: RunningServer;
const staticDir = makeStaticDir();

beforeAll(async () => {
  // Nothing here reaches the CRM.
  server = await startServer(testSettings({ crmBaseUrl: 'http://127.0.0.1:9', staticDir: staticDir.dir }));
});
afterAll(async () => {
  await server?.close();
  staticDir.remove();
});

describe('the built app', () => {
  it('serves the brotli or gzip file the browser accepts, cached for a year', async () => {
    const brotli = await httpRequest(`${server.url}${HASHED_ASSET}`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(ASSET_SOURCE);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');

    const gzip = await httpRequest(`${server.url}${HASHED_ASSET}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(ASSET_SOURCE);

    const plain = await httpRequest(`${server.url}${HASHED_ASSET}`, {
      headers: { 'accept-encoding': 'br;q=0' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(ASSET_SOURCE);

    const revalidated = await httpRequest(`${server.url}${HASHED_ASSET}`, {
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toHaveLength(0);
  });

  it('answers app routes with index.html, never cached, and unknown files with 404', async () => {
    for (const route of ['/', '/leads', '/leads/42/edit']) {
      const page = await httpRequest(`${server.url}${route}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
    }
    expect((await httpRequest(`${server.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await httpRequest(`${server.url}/robots.txt`)).status).toBe(404);

    const config = await httpRequest(`${server.url}/config.json`);
    expect(config.headers['cache-control']).toBe('no-store');
  });

  it('has the service worker, its runtime and the manifest revalidated on every use, so no deploy is pinned', async () => {
    for (const file of ['/sw.js', '/workbox-1a2b3c4d.js', '/manifest.webmanifest']) {
      const answer = await httpRequest(`${server.url}${file}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    expect((await httpRequest(`${server.url}/sw.js`)).headers['content-type']).toContain('javascript');
    expect((await httpRequest(`${server.url}/manifest.webmanifest`)).headers['content-type']).toContain(
      'application/manifest+json',
    );
  });

  it('sends the security headers on every answer, HSTS only over HTTPS', async () => {
    for (const route of ['/', HASHED_ASSET, '/config.json', '/api/nowhere']) {
      const answer = await httpRequest(`${server.url}${route}`);
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("connect-src 'self';");
      // The local index's SharedWorker (and the dedicated worker where there is none) come from the app's origin.
      expect(csp).toContain("worker-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('report-uri /csp-report');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    // An untrusted client cannot claim HTTPS.
    const claimed = await httpRequest(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const behindTls = await startServer(
      testSettings({ crmBaseUrl: 'http://127.0.0.1:9', staticDir: staticDir.dir, trustProxy: '127.0.0.1' }),
    );
    try {
      const answer = await httpRequest(`${behindTls.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindTls.close();
    }
  });

  it('counts CSP reports', async () => {
    const before = server.cspReports.count;
    const answer = await httpRequest(`${server.url}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }),
    });
    expect(answer.status).toBe(204);
    expect(server.cspReports.count).toBe(before + 1);
  });
});
