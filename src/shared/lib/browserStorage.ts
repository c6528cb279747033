/**
 * The browser's key-value storage as the app uses it everywhere: localStorage for what outlives the tab,
 * sessionStorage for what lasts as long as it. No read or write throws: in a private window, with the quota full
 * or storage blocked in the browser's settings (where even reaching `localStorage` throws), the choice lasts as
 * long as the page instead.
 */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A stored text read as JSON; null when there is none or it is not JSON (the caller checks its shape). */
export function parseStored(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The stored value read as JSON (parseStored). */
export function readStoredJson(key: string, area: StorageArea = 'local'): unknown {
  return parseStored(readStored(key, area));
}

/** Stores the value, or removes the key for null; false when the browser refused. */
export function writeStored(key: string, value: string | null, area: StorageArea = 'local'): boolean {
  try {
    const storage = storageOf(area);
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Sign-out: removes every key that starts with one of these prefixes. */
export function forgetStoredUnder(prefixes: readonly string[], area: StorageArea = 'local'): void {
  try {
    const storage = storageOf(area);
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

export interface StoredChanges {
  /** Calls the listener after each change under the prefix, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Tells this tab's listeners (the browser's storage event tells only the other tabs). */
  changed(): void;
}

/** Change notices for the keys under one prefix, shaped for useSyncExternalStore. */
export function storedChanges(prefix: string): StoredChanges {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(prefix)) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
    changed() {
      for (const listener of listeners) listener();
    },
  };
}
