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

/** The worker prestartIndexWorker started, until the page joins it. */
let prestarted: { databaseName: string; worker: SharedWorker } | null = null;

/**
 * Starts the shared worker of this database now, before the page asks for the index: a shared worker reads its copy
 * as its script runs, so a reload's read overlaps the page's own start instead of following it (the page asked for
 * the worker about 650 ms after the navigation at 1,000,000 leads). The page joins it through the same port. Where
 * only dedicated workers exist, nothing starts early: a second one would read a second copy.
 */
export function prestartIndexWorker(databaseName: string): void {
  if (prestarted === null) {
    const worker = sharedWorkerFor(databaseName);
    if (worker) prestarted = { databaseName, worker };
  }
}

/** Lets go of a worker started early that the page never joined (a sign-out first): it ends with its last port. */
export function releasePrestartedIndexWorker(): void {
  prestarted?.worker.port.close();
  prestarted = null;
}

function sharedWorkerFor(databaseName: string): SharedWorker | null {
  if (typeof SharedWorker === 'undefined') return null;
  if (prestarted) {
    const early = prestarted;
    prestarted = null;
    if (early.databaseName === databaseName) return early.worker;
    // Another account or user signed in since: that copy is not this page's.
    early.worker.port.close();
  }
  try {
    return new SharedWorker(new URL('./worker.ts', import.meta.url), {
      type: 'module',
      name: databaseName,
    });
  } catch {
    // A browser with SharedWorker but not of module scripts: a dedicated worker does the same work.
    return null;
  }
}

function joinSharedWorker(databaseName: string): IndexWorkerHandle | null {
  const worker = sharedWorkerFor(databaseName);
  if (!worker) return null;
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
