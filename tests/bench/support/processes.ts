/** Child processes for the benches that run the sandbox and the production server as they run in production. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers at all (any status), or fails after a minute. */
export async function waitUntilUp(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not come up within 60 s`);
}

/**
 * A TypeScript entry point (`sandbox/main.ts`, `server/main.ts`, …) in its own Node process through tsx; its
 * stdout goes nowhere (the server's JSON log lines, as in production), its stderr to ours. `ipc` opens a channel
 * for a probe that answers messages (serverWithMemoryProbe.ts).
 */
export function startChild(
  script: string,
  env: Record<string, string>,
  options: { nodeFlags?: string[]; ipc?: boolean } = {},
): ChildProcess {
  return spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: options.ipc ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
}

/** The production server's settings for a local run: the sandbox as the CRM (its demo integration), the built app. */
export function productionServerEnv(
  sandboxUrl: string,
  staticDir: string,
  port: number,
): Record<string, string> {
  return {
    CRM_BASE_URL: sandboxUrl,
    CRM_CLIENT_ID: 'sandbox',
    CRM_CLIENT_SECRET: 'sandbox-secret',
    STATIC_DIR: staticDir,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
}
