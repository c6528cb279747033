import * as Comlink from 'comlink';
import type { IndexWorkerApi } from './worker';

export type IndexWorker = Comlink.Remote<IndexWorkerApi>;

export interface IndexWorkerHandle {
  api: IndexWorker;
  terminate(): void;
}

/** Starts the index worker. Loaded on demand, so neither it nor Dexie is in the first screen's JavaScript. */
export function spawnIndexWorker(): IndexWorkerHandle {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'lead-index' });
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
