import {
  forgetStoredUnder,
  parseStored,
  readStored,
  storedChanges,
  writeStored,
} from '@/shared/lib/browserStorage';
import { forgetView } from './leadView';
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

const changes = storedChanges(PREFIX);

export const subscribeDeskStorage = changes.subscribe;

// Storage refused (private mode, full): the choice lasts as long as the page.
function write(key: string, value: string | null): void {
  writeStored(key, value);
  changes.changed();
}

/** The employee id the person chose, for this account and login; null when they never chose. */
export function readChosenMe(key: string): number | null {
  const value = Number(readStored(key));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function writeChosenMe(key: string, employeeId: number): void {
  write(key, String(employeeId));
}

let prefsCache: { raw: string | null; prefs: AlertPrefs } | null = null;

export function readPrefs(): AlertPrefs {
  const raw = readStored(PREFS_KEY);
  if (prefsCache?.raw === raw) return prefsCache.prefs;
  let prefs = DEFAULT_PREFS;
  const parsed = parseStored(raw);
  if (typeof parsed === 'object' && parsed !== null) {
    const value = parsed as Record<string, unknown>;
    prefs = { quiet: value.quiet === true, desktop: value.desktop === true, sound: value.sound === true };
  }
  prefsCache = { raw, prefs };
  return prefs;
}

export function writePrefs(prefs: AlertPrefs): void {
  write(PREFS_KEY, JSON.stringify(prefs));
}

export function readNumber(key: string): number {
  const value = Number(readStored(key));
  return Number.isFinite(value) ? value : 0;
}

export function writeNumber(key: string, value: number): void {
  write(key, String(value));
}

/** Sign-out: the desk's choices go with the rest of what the browser kept. */
export function forgetDeskData(): void {
  forgetStoredUnder([PREFIX, ME_STORAGE_PREFIX]);
  forgetView();
  changes.changed();
}
