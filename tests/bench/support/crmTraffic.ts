/**
 * What keeping the local copy costs the CRM: the real sync engine (src/localIndex/engine.ts) against a real sandbox
 * over HTTP, on a simulated clock (the engine's waits pass at once), every request counted with its raw bytes and
 * the sandbox's own time answering (its `Server-Timing`). After the first fill, a simulated day, reported per hour;
 * the minute's look for new leads apart from the re-reads. "Before" is the walk of issue 21 measured against the same
 * sandbox: every page by `page=N` under a frozen bound, four times an hour.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configureHttp } from '@/api/http';
import { listLeads } from '@/api/leads';
import { IndexEngine } from '@/localIndex/engine';
import { memoryStorage } from '@/localIndex/storage';
import { PAGE_SIZE } from '@/localIndex/syncPlanner';
import { defaultCredentials, startSandbox } from '../../../sandbox/server';

export interface Traffic {
  requests: number;
  bytesRaw: number;
  sandboxMs: number;
}

interface Counted extends Traffic {
  /** Requests that carried an upper creation bound: walks and re-reads; the rest looked for new leads. */
  rereads: Traffic;
  newLeads: Traffic;
}

const HOUR = 3_600_000;

function emptyTraffic(): Traffic {
  return { requests: 0, bytesRaw: 0, sandboxMs: 0 };
}

function add(into: Traffic, bytes: number, ms: number): void {
  into.requests += 1;
  into.bytesRaw += bytes;
  into.sandboxMs += ms;
}

function perHour(traffic: Traffic, hours: number): Traffic {
  return {
    requests: Math.round((traffic.requests / hours) * 10) / 10,
    bytesRaw: Math.round(traffic.bytesRaw / hours),
    sandboxMs: Math.round(traffic.sandboxMs / hours),
  };
}

/** Counts every GET /lead the process sends: bytes from the body, time from the sandbox's Server-Timing. */
function countLeadRequests(): { counted: Counted; reset(): void; restore(): void } {
  const original = globalThis.fetch;
  const counted: Counted = { ...emptyTraffic(), rereads: emptyTraffic(), newLeads: emptyTraffic() };
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!url.pathname.endsWith('/lead')) return response;
    const body = await response.arrayBuffer();
    const ms = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 0);
    add(counted, body.byteLength, ms);
    add(url.searchParams.has('dtCreate[1]') ? counted.rereads : counted.newLeads, body.byteLength, ms);
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return {
    counted,
    reset() {
      Object.assign(counted, emptyTraffic(), { rereads: emptyTraffic(), newLeads: emptyTraffic() });
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}

export interface TrafficFigures {
  leads: number;
  simulatedHours: number;
  /** Per hour, everything but the look for new leads. */
  rereads: Traffic;
  newLeadsLook: Traffic;
  firstFill: Traffic & { seconds: number };
  /** Issue 21's walk: every page every 15 minutes, per hour. */
  before: Traffic;
}

export async function measureCrmTraffic(leads: number, hours = 24): Promise<TrafficFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-traffic-'));
  // The rate limit counts real minutes; a simulated day would only meet it and wait on a clock that does not move.
  const sandbox = await startSandbox({
    dataDir,
    port: 0,
    leadCount: leads,
    quiet: true,
    rateLimitPerMinute: 10_000_000,
  });
  const counter = countLeadRequests();
  let engine: IndexEngine | null = null;
  try {
    const tokenResponse = await fetch(`${sandbox.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: defaultCredentials.username,
        password: defaultCredentials.password,
        client_id: defaultCredentials.clientId,
        client_secret: defaultCredentials.clientSecret,
      }),
    });
    const token = ((await tokenResponse.json()) as { access_token: string }).access_token;
    configureHttp({
      baseUrl: sandbox.url,
      auth: { getAccessToken: () => token, refresh: async () => false, reauthenticate: async () => false },
    });

    const before = await measureOldWalk();
    counter.reset();

    let now = Date.now();
    const fillStarted = performance.now();
    let simulating = false;
    let endAt = Number.POSITIVE_INFINITY;
    let finished: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const created = new IndexEngine({
      openStorage: async () => memoryStorage(),
      fetchPage: async (request, signal) => {
        // Node's fetch keeps an abort listener on the signal it is given until the request is collected: a
        // simulated day on the engine's one signal piles up thousands (a browser's fetch adds none). Each request
        // gets its own signal, tied to the engine's while it runs.
        const own = new AbortController();
        const stop = () => own.abort(signal.reason);
        signal.addEventListener('abort', stop, { once: true });
        const page = await listLeads(request, { signal: own.signal }).finally(() =>
          signal.removeEventListener('abort', stop),
        );
        return {
          leads: page.data,
          meta: {
            currentPage: page.meta.current_page,
            lastPage: page.meta.last_page,
            total: page.meta.total,
          },
        };
      },
      waitForRateLimit: async () => undefined,
      onStatus: () => undefined,
      now: () => now,
      setTimer: (callback, ms) => {
        const timer = setImmediate(() => {
          // A wait passes at once on the simulated clock; the simulation ends when its day is over.
          if (simulating && now + ms >= endAt) {
            now = endAt;
            finished();
            return;
          }
          now += ms;
          callback();
        });
        return () => clearImmediate(timer);
      },
    });
    engine = created;
    await created.start();
    await new Promise<void>((resolve) => {
      const check = () => (created.getStatus().complete ? resolve() : setTimeout(check, 50));
      check();
    });
    const firstFill = {
      requests: counter.counted.requests,
      bytesRaw: counter.counted.bytesRaw,
      sandboxMs: Math.round(counter.counted.sandboxMs),
      seconds: Math.round((performance.now() - fillStarted) / 100) / 10,
    };
    counter.reset();
    endAt = now + hours * HOUR;
    simulating = true;
    await done;
    return {
      leads,
      simulatedHours: hours,
      rereads: perHour(counter.counted.rereads, hours),
      newLeadsLook: perHour(counter.counted.newLeads, hours),
      firstFill,
      before,
    };
  } finally {
    await engine?.stop({ destroy: true });
    counter.restore();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One walk as issue 21's engine made it (page=N under a frozen bound), times the four an hour it made. */
async function measureOldWalk(): Promise<Traffic> {
  const counter = countLeadRequests();
  try {
    const createdTo = Math.floor(Date.now() / 1000);
    for (let page = 1; ; page += 1) {
      const answer = await listLeads({ page, perPage: PAGE_SIZE, createdTo });
      if (answer.data.length === 0 || page >= answer.meta.last_page) break;
    }
    const walk = counter.counted;
    return {
      requests: walk.requests * 4,
      bytesRaw: walk.bytesRaw * 4,
      sandboxMs: Math.round(walk.sandboxMs * 4),
    };
  } finally {
    counter.restore();
  }
}
