import * as Comlink from 'comlink';
import type { IndexWorkerApi } from './worker';

export type IndexWorker = Comlink.Remote<IndexWorkerApi>;

export interface IndexWorkerHandle {
  api: IndexWorker;
  /** True when every tab of this account and user shares this worker (a SharedWorker). */
  shared: boolean;
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
  if (typeof SharedWorker !== 'undefined') {
    const worker = new SharedWorker(new URL('./worker.ts', import.meta.url), {
      type: 'module',
      name: databaseName,
    });
    const api = Comlink.wrap<IndexWorkerApi>(worker.port);
    return {
      api,
      shared: true,
      terminate: () => {
        api[Comlink.releaseProxy]();
        worker.port.close();
      },
    };
  }
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: databaseName });
  const api = Comlink.wrap<IndexWorkerApi>(worker);
  return {
    api,
    shared: false,
    terminate: () => {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

export { Comlink };
