/**
 * `npm run bench:server`: the production server under load with autocannon, everything on 127.0.0.1.
 * The sandbox and the server run as child processes, as in production; autocannon runs here. Prints one JSON
 * line per case. Stops by itself within TIME_LIMIT_MS.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'vite';
import { freePort, productionServerEnv, startChild, waitUntilUp } from './support/processes';
import { emit, startWatchdog } from './support/report';

const TIME_LIMIT_MS = 9 * 60_000;
const PROXIED_REQUESTS = Number(process.env.BENCH_PROXIED_REQUESTS ?? 100_000);

startWatchdog('bench:server', TIME_LIMIT_MS);

const round = (value: number) => Math.round(value * 100) / 100;
const LEAD_LIST_REQUESTS = 500;

function percentile(values: number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * rank) / 100))] ?? 0);
}

/** Milliseconds from sending a GET to the last byte of a 200 answer. */
function timedGet(agent: Agent, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = httpGet(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) resolve(performance.now() - started);
        else reject(new Error(`${url}: ${response.statusCode}`));
      });
    });
    outgoing.on('error', reject);
  });
}

interface MemorySample {
  rssMb: number;
  heapUsedMb: number;
}

/** The server's memory right after a full collection (see serverWithMemoryProbe.ts). */
function memoryOf(server: ChildProcess): Promise<MemorySample> {
  return new Promise((resolve) => {
    server.once('message', (sample: MemorySample) =>
      resolve({ rssMb: round(sample.rssMb), heapUsedMb: round(sample.heapUsedMb) }),
    );
    server.send('sample');
  });
}

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-server-dist-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-server-data-'));
  const children: ChildProcess[] = [];
  try {
    await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const [sandboxPort, serverPort] = await Promise.all([freePort(), freePort()]);
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const serverUrl = `http://127.0.0.1:${serverPort}`;
    children.push(
      startChild('sandbox/main.ts', {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA_DIR: dataDir,
        SANDBOX_RATE_LIMIT: '100000000',
      }),
    );
    await waitUntilUp(sandboxUrl);
    const server = startChild(
      'tests/bench/serverWithMemoryProbe.ts',
      productionServerEnv(sandboxUrl, outDir, serverPort),
      { nodeFlags: ['--expose-gc'], ipc: true },
    );
    children.push(server);
    await waitUntilUp(`${serverUrl}/healthz`);
    emit({ machine: { cpus: cpus().length, loadavg: loadavg().map(round) } });

    // Hashed assets, brotli, as a browser asks for them: a median-sized script, and the entry (the largest).
    const scripts = readdirSync(path.join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({
        name,
        bytes: statSync(path.join(outDir, 'assets', `${name}.br`), { throwIfNoEntry: false })?.size,
      }))
      .filter((script): script is { name: string; bytes: number } => script.bytes !== undefined)
      .sort((a, b) => a.bytes - b.bytes);
    const medianScript = scripts[Math.floor(scripts.length / 2)];
    const largestScript = scripts.at(-1);
    for (const [label, script] of [
      ['median-sized', medianScript],
      ['largest (entry)', largestScript],
    ] as const) {
      if (!script) continue;
      const assetUrl = `${serverUrl}/assets/${script.name}`;
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      await autocannon({ url: assetUrl, connections: 10, duration: 2, headers });
      const assets = await autocannon({ url: assetUrl, connections: 10, duration: 10, headers });
      emit({
        case: `hashed asset, ${label}: ${script.bytes} bytes brotli, 10 connections, 10 s`,
        requestsPerSecond: round(assets.requests.average),
        latencyMs: { p50: assets.latency.p50, p99: assets.latency.p99 },
        non2xx: assets.non2xx,
        errors: assets.errors,
        target: 'requestsPerSecond >= 5000, p99 <= 20 ms',
      });
    }

    const token = (await (
      await fetch(`${serverUrl}/api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: 'admin@sandbox.test', password: 'sandbox' }),
      })
    ).json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token.access_token}`, accept: 'application/json' };

    // Side by side: request by request, alternating the sandbox directly and through the proxy, each over its
    // own kept-alive connection, timed to the last byte of the body. node:http as the client: autocannon's own
    // cost on a 500-lead body is larger than the difference to measure.
    const directAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const proxiedAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const direct: number[] = [];
    const proxied: number[] = [];
    for (let index = 0; index < 20 + LEAD_LIST_REQUESTS; index += 1) {
      const directMs = await timedGet(directAgent, `${sandboxUrl}/lead?per_page=500`, headers);
      const proxiedMs = await timedGet(proxiedAgent, `${serverUrl}/api/lead?per_page=500`, headers);
      // The first 20 pairs warm up both paths.
      if (index >= 20) {
        direct.push(directMs);
        proxied.push(proxiedMs);
      }
    }
    directAgent.destroy();
    proxiedAgent.destroy();
    const directP50 = percentile(direct, 50);
    const proxiedP50 = percentile(proxied, 50);
    const directP99 = percentile(direct, 99);
    const proxiedP99 = percentile(proxied, 99);
    emit({
      case: `GET /lead?per_page=500, ${LEAD_LIST_REQUESTS} requests each, alternating direct and proxied`,
      directMs: { p50: directP50, p99: directP99 },
      proxiedMs: { p50: proxiedP50, p99: proxiedP99 },
      addedMs: { p50: round(proxiedP50 - directP50), p99: round(proxiedP99 - directP99) },
      target: 'added p50 <= 2 ms, p99 <= 10 ms',
    });

    // Memory over many proxied requests: sampled after a warm-up and every tenth of the run.
    const leadUrl = `${serverUrl}/api/lead/1`;
    await autocannon({ url: leadUrl, connections: 10, amount: 10_000, headers });
    const samples = [await memoryOf(server)];
    let failures = 0;
    const started = Date.now();
    for (let chunk = 0; chunk < 10; chunk += 1) {
      const result = await autocannon({
        url: leadUrl,
        connections: 10,
        amount: PROXIED_REQUESTS / 10,
        headers,
      });
      failures += result.non2xx + result.errors;
      samples.push(await memoryOf(server));
    }
    const change = (key: keyof MemorySample) => {
      const first = samples[0]?.[key] ?? 0;
      const last = samples.at(-1)?.[key] ?? 0;
      return round(((last - first) / first) * 100);
    };
    emit({
      case: `memory over ${PROXIED_REQUESTS} proxied GET /lead/1, 10 connections (after 10,000 to warm up)`,
      rssMb: samples.map((sample) => sample.rssMb),
      heapUsedAfterGcMb: samples.map((sample) => sample.heapUsedMb),
      changePercent: { rss: change('rssMb'), heapUsedAfterGc: change('heapUsedMb') },
      failures,
      seconds: round((Date.now() - started) / 1000),
      target: 'change within ±10 %',
    });
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
