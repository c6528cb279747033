import type { IndexStatus } from './status';

/**
 * The index's status on the main thread, for the header and the list. Deliberately tiny and free of the worker,
 * so the header can show it in the first load; the connection (loaded later) writes it.
 */
type Listener = () => void;

let current: IndexStatus | null = null;
const listeners = new Set<Listener>();

export function getIndexStatus(): IndexStatus | null {
  return current;
}

export function setIndexStatus(next: IndexStatus | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeIndexStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let demanded = false;
const demandListeners = new Set<Listener>();

/**
 * A screen needs the index now (filters in the URL, quick find opened): the worker starts at once instead of
 * waiting for the first idle moment.
 */
export function demandIndex(): void {
  if (demanded) return;
  demanded = true;
  for (const listener of demandListeners) listener();
}

export function isIndexDemanded(): boolean {
  return demanded;
}

export function onIndexDemand(listener: Listener): () => void {
  demandListeners.add(listener);
  return () => {
    demandListeners.delete(listener);
  };
}
