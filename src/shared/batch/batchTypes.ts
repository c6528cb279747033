/**
 * An item's fate in a batch (an import's row, a bulk change's lead). `sending` is written before its request
 * goes out and replaced once an answer comes: an item found in `sending` after a reload had a request with no
 * known answer, so the CRM is asked what became of it before anything is sent again.
 */
export type BatchState = 'skipped' | 'pending' | 'sending' | 'done' | 'refused' | 'failed' | 'cancelled';

export const FINAL_STATES: ReadonlySet<BatchState> = new Set([
  'skipped',
  'done',
  'refused',
  'failed',
  'cancelled',
]);

/** What the runner reads and writes of every item; each batch adds its own fields. */
export interface BatchItem {
  jobId: string;
  /** The item's place in its job, 0-based. */
  index: number;
  state: BatchState;
  /** A 422's messages by API field. */
  fieldErrors: Record<string, string[]> | null;
  /** Why an item was skipped or failed, in the words shown to the user. */
  reason: string | null;
  /** Epoch ms when the last request for this item went out. */
  sentAt: number | null;
}

/** What a job's journal record always has. */
export interface BatchJob {
  id: string;
  createdAt: number;
  status: BatchStatus;
}

export type BatchStatus = 'running' | 'finished' | 'cancelled';

/** A change to an item, as the runner writes it to the journal. */
export type BatchUpdate<Item extends BatchItem> = Partial<Omit<Item, 'jobId' | 'index'>>;
