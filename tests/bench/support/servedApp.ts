/** The built app as the benches serve it: Vite's preview server on a free port, a fresh sandbox CRM behind it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Plugin, preview } from 'vite';
import type { SandboxOptions } from '../../../sandbox/server';
import { crmServer } from '../../../server/vitePlugin';

export interface ServedApp {
  baseURL: string;
  /** Stops the server and the sandbox, and deletes the sandbox's data. */
  close(): Promise<void>;
}

/**
 * Serves `outDir` (a production build) with a sandbox seeded in a temporary folder (`sandbox` overrides its
 * defaults: lead count, rate limit); `plugins` run before the CRM's (a request counter, say).
 */
export async function serveApp(
  outDir: string,
  sandbox: Omit<SandboxOptions, 'dataDir'> = {},
  plugins: Plugin[] = [],
): Promise<ServedApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-data-'));
  const crm = crmServer({ sandbox: { dataDir, quiet: true, ...sandbox } });
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    plugins: [...plugins, crm],
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    build: { outDir },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no TCP address');
  return {
    baseURL: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await crm.api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
