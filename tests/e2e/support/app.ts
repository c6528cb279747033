import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Plugin, type PreviewServer, preview } from 'vite';
import { inject } from 'vitest';
import type { SandboxOptions } from '../../../sandbox/server';
import { crmServer } from '../../../server/vitePlugin';

export interface RunningApp {
  /** The app's address, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the production build with its own sandbox on a fresh temporary database, on a free port, so no
 * test sees another's data. `plugins` may watch or slow the traffic on its way to the sandbox.
 */
export async function startApp(sandbox: SandboxOptions = {}, plugins: Plugin[] = []): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-e2e-'));
  const crm = crmServer({ sandbox: { dataDir, quiet: true, ...sandbox } });
  const server: PreviewServer = await preview({
    configFile: false,
    root: process.cwd(),
    logLevel: 'warn',
    // Test plugins go first, so their middlewares see each request before the CRM proxy answers it.
    plugins: [...plugins, crm],
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    build: { outDir: inject('e2eOutDir') },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      // The database must be closed before its folder goes.
      await crm.api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
