import { ME_STORAGE_PREFIX } from './whoAmI';

/** Everything the desk keeps in the browser starts with this, so sign-out finds all of it. */
const PREFIX = 'crm.desk.';
const PREFS_KEY = `${PREFIX}alerts`;
export const ALERTED_UP_TO_KEY = `${PREFIX}alertedUpTo`;

export interface AlertPrefs {
  /** Quiet: only the badge and the title count tell of new leads. */
  quiet: boolean;
  desktop: boolean;
  sound: boolean;
}

export const DEFAULT_PREFS: AlertPrefs = { quiet: false, desktop: false, sound: false };

type Listener = () => void;
const listeners = new Set<Listener>();

export function subscribeDeskStorage(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

function changed(): void {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the choice lasts as long as the page.
  }
  changed();
}

/** The employee id the person chose, for this account and login; null when they never chose. */
export function readChosenMe(key: string): number | null {
  const value = Number(read(key));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function writeChosenMe(key: string, employeeId: number): void {
  write(key, String(employeeId));
}

let prefsCache: { raw: string | null; prefs: AlertPrefs } | null = null;

export function readPrefs(): AlertPrefs {
  const raw = read(PREFS_KEY);
  if (prefsCache?.raw === raw) return prefsCache.prefs;
  let prefs = DEFAULT_PREFS;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null) {
      const value = parsed as Record<string, unknown>;
      prefs = { quiet: value.quiet === true, desktop: value.desktop === true, sound: value.sound === true };
    }
  } catch {
    prefs = DEFAULT_PREFS;
  }
  prefsCache = { raw, prefs };
  return prefs;
}

export function writePrefs(prefs: AlertPrefs): void {
  write(PREFS_KEY, JSON.stringify(prefs));
}

export function readNumber(key: string): number {
  const value = Number(read(key));
  return Number.isFinite(value) ? value : 0;
}

export function writeNumber(key: string, value: number): void {
  write(key, String(value));
}

/** Sign-out: the desk's choices go with the rest of what the browser kept. */
export function forgetDeskData(): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX) || key?.startsWith(ME_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    globalThis.sessionStorage?.removeItem(`${PREFIX}view`);
  } catch {
    // Nothing kept, nothing to forget.
  }
  changed();
}
