import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/**
 * Whether the Redis tests run. `npm test` installs redis-server first (tests/tools/ensureTestTools.ts), so under CI
 * a missing one is a failure, never a quiet skip; run alone on a developer's machine, the tests skip and say why.
 */
export function redisTestPlan(
  redisPresent: boolean,
  env: Record<string, string | undefined>,
): { run: true } | { run: false; why: string } {
  if (redisPresent || isCi(env)) return { run: true };
  return {
    run: false,
    why: `SKIPPED: the shared sign-in limit tests need ${REDIS_SERVER} (apt-get install redis-server; npm test does it as root).`,
  };
}

function isCi(env: Record<string, string | undefined>): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

export const redisPlan = redisTestPlan(existsSync(REDIS_SERVER), process.env);

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (its port stays the same for `start`). */
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server: ${what} within 10 s`);
}

/** A real redis-server on the given loopback port, data in a temporary folder, nothing saved to disk. */
export async function startTestRedis(port: number): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} is missing: npm test installs redis-server before the tests, and these need it under CI`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-redis-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitFor(() => answersPing(port), 'did not answer PING');
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    child = null;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
