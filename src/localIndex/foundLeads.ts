import type { Lead } from '../api/schemas/lead';

/** New leads the index found, on the main thread: the sales desk's alerts listen here. */
type Listener = (leads: Lead[]) => void;

const listeners = new Set<Listener>();

export function tellFoundLeads(leads: Lead[]): void {
  for (const listener of listeners) listener(leads);
}

export function onFoundLeads(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
