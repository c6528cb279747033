import type { IndexStatus } from '../../localIndex/status';

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
