type Listener = () => void;

const listeners = new Set<Listener>();
let requested = false;

/** Asks the app to mount the toast area now (it does so by itself a moment after the first screen). */
export function requestToastHost(): void {
  requested = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` once a toast is asked for (at once if one already was); returns an unsubscribe. */
export function onToastHostRequested(listener: Listener): () => void {
  if (requested) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
