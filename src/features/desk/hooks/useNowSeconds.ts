import { useSyncExternalStore } from 'react';

/** Waiting times read in minutes: a tick every 15 s keeps them right within a quarter minute. */
const TICK_MS = 15_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let now = Math.floor(Date.now() / 1000);
let timer: ReturnType<typeof setInterval> | null = null;

function tick(): void {
  now = Math.floor(Date.now() / 1000);
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Math.floor(Date.now() / 1000);
    timer = setInterval(tick, TICK_MS);
    // Back from the background or from sleep: the times are right at once, not at the next tick.
    document.addEventListener('visibilitychange', tick);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
      document.removeEventListener('visibilitychange', tick);
    }
  };
}

/**
 * Unix seconds now, from one shared 15-second clock: each tick re-renders only the small time labels that read
 * it, never the rows around them.
 */
export function useNowSeconds(): number {
  return useSyncExternalStore(subscribe, () => now);
}
