import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../sandbox/testing/harness.ts';
import {
  closedPort,
  httpRequest,
  makeStaticDir,
  type RunningServer,
  startServer,
  testSettings,
} from './testing/harness.ts';
import { redisPlan, startTestRedis, type TestRedis } from './testing/redis.ts';

const json = { 'content-type': 'application/json', accept: 'application/json' };
const signIn = JSON.stringify({
  grant_type: 'password',
  username: 'admin@sandbox.test',
  password: 'sandbox',
});

if (!redisPlan.run) console.warn(redisPlan.why);

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not seen within 15 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!redisPlan.run)('two instances sharing Redis', () => {
  let sandbox: TestSandbox;
  let redis: TestRedis;
  let first: RunningServer;
  let second: RunningServer;
  const staticDir = makeStaticDir();

  beforeAll(async () => {
    [sandbox, redis] = await Promise.all([startTestSandbox(), closedPort().then(startTestRedis)]);
    const settings = testSettings({
      crmBaseUrl: sandbox.url,
      staticDir: staticDir.dir,
      redisUrl: redis.url,
      signInAttemptsPerMinute: 3,
    });
    [first, second] = await Promise.all([startServer(settings), startServer(settings)]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.remove();
    await sandbox?.close();
    staticDir.remove();
  });

  const attempt = (server: RunningServer, localAddress: string) =>
    httpRequest(`${server.url}/api/oauth/token`, {
      method: 'POST',
      headers: json,
      body: signIn,
      localAddress,
    });

  it('share one sign-in limit per address', async () => {
    expect((await attempt(first, '127.0.0.3')).status).toBe(200);
    expect((await attempt(second, '127.0.0.3')).status).toBe(200);
    expect((await attempt(first, '127.0.0.3')).status).toBe(200);
    const fourth = await attempt(second, '127.0.0.3');
    expect(fourth.status).toBe(429);
    expect(fourth.json()).toEqual({ message: 'Too Many Attempts.' });
    expect((await attempt(first, '127.0.0.4')).status).toBe(200);
  });

  it('keep serving and limiting in memory while Redis is away, and share again once it is back', async () => {
    await redis.stop();
    await eventually(
      () => first.logs.some((line) => line.includes('Redis unavailable')),
      'the first instance logs that Redis went away',
    );
    expect((await attempt(first, '127.0.0.5')).status).toBe(200);
    expect((await httpRequest(`${first.url}/`)).status).toBe(200);
    for (let index = 0; index < 2; index += 1) expect((await attempt(first, '127.0.0.5')).status).toBe(200);
    expect((await attempt(first, '127.0.0.5')).status).toBe(429);

    await redis.start();
    await eventually(
      () => [first, second].every((server) => server.logs.some((line) => line.includes('Redis is back'))),
      'both instances log that Redis is back',
    );
    // Counted in Redis again: the second instance sees the first one's attempts.
    expect((await attempt(first, '127.0.0.6')).status).toBe(200);
    expect((await attempt(first, '127.0.0.6')).status).toBe(200);
    expect((await attempt(second, '127.0.0.6')).status).toBe(200);
    expect((await attempt(second, '127.0.0.6')).status).toBe(429);
  });
});
