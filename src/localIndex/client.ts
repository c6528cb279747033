import * as Comlink from 'comlink';
import type { IndexWorkerApi } from './worker';

export type IndexWorker = Comlink.Remote<IndexWorkerApi>;

export interface IndexWorkerHandle {
  api: IndexWorker;
  /** Lets go of the worker: a dedicated one ends, a shared one goes on for the other tabs. */
  terminate(): void;
}

/**
 * Starts the index worker, or joins it. Where the browser has SharedWorker (desktop Chromium, Firefox, Safari 16+;
 * Chrome for Android since 148), one worker named for the database serves every tab of the account and user, so
 * two accounts never share one; elsewhere each tab has a dedicated worker and one of them leads the sync
 * (./leadership.ts). Loaded on demand, so neither it nor Dexie is in the first screen's JavaScript.
 */
export function spawnIndexWorker(databaseName: string): IndexWorkerHandle {
  return joinSharedWorker(databaseName) ?? startDedicatedWorker(databaseName);
}

function joinSharedWorker(databaseName: string): IndexWorkerHandle | null {
  if (typeof SharedWorker === 'undefined') return null;
  let worker: SharedWorker;
  try {
    worker = new SharedWorker(new URL('./worker.ts', import.meta.url), {
      type: 'module',
      name: databaseName,
    });
  } catch {
    // A browser with SharedWorker but not of module scripts: a dedicated worker does the same work.
    return null;
  }
  const api = Comlink.wrap<IndexWorkerApi>(worker.port);
  return {
    api,
    terminate: () => {
      api[Comlink.releaseProxy]();
      worker.port.close();
    },
  };
}

function startDedicatedWorker(databaseName: string): IndexWorkerHandle {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: databaseName });
  const api = Comlink.wrap<IndexWorkerApi>(worker);
  return {
    api,
    terminate: () => {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

export { Comlink };
