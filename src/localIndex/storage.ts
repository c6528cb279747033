import type { LeadChunk } from './leadChunks';
import type { StoredLead } from './leadStore';
import type { SyncCheckpoint } from './syncPlanner';

/** Where the index persists. The engine keeps everything in memory as well and writes through. */
export interface IndexStorage {
  readonly kind: 'indexeddb' | 'memory';
  /** The stored leads as chunks of columns, oldest first (a later chunk holds the newer copy of a lead). */
  loadLeads(): Promise<LeadChunk[]>;
  loadCheckpoint(): Promise<SyncCheckpoint | null>;
  /** Leads and the sync position after them, in one transaction: a reload never resumes past unsaved leads. */
  write(rows: readonly StoredLead[], checkpoint: SyncCheckpoint | null): Promise<void>;
  remove(ids: readonly number[], checkpoint: SyncCheckpoint | null): Promise<void>;
  /** Deletes the database itself, not only its rows. */
  destroy(): Promise<void>;
}

/** The index when the browser refuses storage or it is full: lives as long as the worker. */
export function memoryStorage(): IndexStorage {
  return {
    kind: 'memory',
    loadLeads: async () => [],
    loadCheckpoint: async () => null,
    write: async () => undefined,
    remove: async () => undefined,
    destroy: async () => undefined,
  };
}

/** The failures that mean "no room" or "not allowed" rather than a bug: the index goes on in memory. */
export function isStorageRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const names = [error.name, (error as { inner?: { name?: string } }).inner?.name ?? ''];
  return names.some((name) =>
    [
      'QuotaExceededError',
      'InvalidStateError',
      'SecurityError',
      'UnknownError',
      'MissingAPIError',
      'OpenFailedError',
      'DatabaseClosedError',
    ].includes(name),
  );
}

/** The browser has no room left for the database (Dexie wraps the DOMException; both names are looked at). */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const inner = (error as { inner?: { name?: string } }).inner?.name;
  return error.name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}
