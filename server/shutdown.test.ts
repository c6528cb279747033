import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closedPort, type FakeCrm, httpRequest, makeStaticDir, startFakeCrm } from './testing/harness.ts';

const staticDir = makeStaticDir();
let fake: FakeCrm;
let release: (() => void) | null = null;

beforeAll(async () => {
  // The CRM holds the request until the test lets it answer.
  fake = await startFakeCrm((_received, answer) => {
    release = () => answer(200, { data: [{ id: 1 }] });
  });
});
afterAll(async () => {
  await fake?.close();
  staticDir.remove();
});

it('finishes a request in flight when SIGTERM arrives, then exits', async () => {
  const port = await closedPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      CRM_BASE_URL: fake.url,
      STATIC_DIR: staticDir.dir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  try {
    await expect
      .poll(() => logs.some((line) => line.includes('Server listening')), { timeout: 20_000 })
      .toBe(true);

    const reachedCrm = fake.nextRequest();
    const inFlight = httpRequest(`http://127.0.0.1:${port}/api/lead`, {
      headers: { accept: 'application/json' },
    });
    await reachedCrm;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await expect.poll(() => logs.some((line) => line.includes('shutting down'))).toBe(true);
    release?.();

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ data: [{ id: 1 }] });
    const [code] = await exited;
    expect(code).toBe(0);
    expect(logs.some((line) => line.includes('"path":"/api/lead"') && line.includes('"status":200'))).toBe(
      true,
    );
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
