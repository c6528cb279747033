import { useSyncExternalStore } from 'react';

/**
 * Whether a newer deployment is installed and waiting for this page to reload. The service worker's
 * registration (registerAppWorker.ts, loaded after the first rows) sets it; the prompt reads it.
 */
let ready = false;
let apply: () => Promise<void> = async () => undefined;
const listeners = new Set<() => void>();

export function announceUpdate(applyUpdate: () => Promise<void>): void {
  apply = applyUpdate;
  ready = true;
  for (const listener of listeners) listener();
}

/** Activates the waiting version; the page reloads once it has taken over (never half old, half new). */
export function applyAppUpdate(): Promise<void> {
  return apply();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
