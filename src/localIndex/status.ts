/** What the header shows about the index, sent from the worker on every change. Plain data, structured-cloneable. */
export type IndexPhase = 'starting' | 'filling' | 'up-to-date' | 'paused' | 'cleared' | 'error';

export type IndexErrorKind = 'network' | 'server' | 'rate-limit' | 'auth' | 'bad-response' | 'unknown';

export interface IndexStatus {
  phase: IndexPhase;
  /** Leads held now. */
  indexed: number;
  /** Bumped by every change to the leads held: answers older than this are stale. */
  version: number;
  /** Leads the CRM reported for the walk in progress (or the last one); null before the first page. */
  expected: number | null;
  /** A full walk has finished: the index holds the whole account, not a part of it. */
  complete: boolean;
  /** A re-walk runs in the background (the index answers from the previous one meanwhile). */
  rewalking: boolean;
  /** Epoch ms of the last sync step that reached the CRM's end. */
  syncedAt: number | null;
  /** Unix seconds: past its ceiling the copy holds only the leads created from here on; null: every lead. */
  coveredSince: number | null;
  storage: 'indexeddb' | 'memory';
  /** Why the index runs in memory, when it does. */
  storageProblem: 'refused' | 'full' | null;
  /** Waiting for the shared rate limit to recover (the user's requests go first). */
  yieldingToUser: boolean;
  /** Data, not words: the page says it in the user's language (`status` is the HTTP status, where one came). */
  error: { kind: IndexErrorKind; status: number | null; retryAt: number | null } | null;
}

export const INITIAL_STATUS: IndexStatus = {
  phase: 'starting',
  indexed: 0,
  version: 0,
  expected: null,
  complete: false,
  rewalking: false,
  syncedAt: null,
  coveredSince: null,
  storage: 'indexeddb',
  storageProblem: null,
  yieldingToUser: false,
  error: null,
};

/** How much of the account an answer covers, for "results cover 12,400 of 50,000 leads". */
export interface Coverage {
  indexed: number;
  expected: number | null;
  complete: boolean;
  syncedAt: number | null;
  /** Unix seconds: the answer looked only at leads created from here on (the copy is at its ceiling). */
  coveredSince: number | null;
}

export function coverageOf(status: IndexStatus): Coverage {
  return {
    indexed: status.indexed,
    expected: status.expected,
    complete: status.complete,
    syncedAt: status.syncedAt,
    coveredSince: status.coveredSince,
  };
}
