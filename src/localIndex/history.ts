import type { Lead } from '../api/schemas/lead';

/** Only what the first-touch figures need: the funnel stage and the owner. */
export type WatchedField = 'funnelStageId' | 'userIdOwner';
const WATCHED: readonly WatchedField[] = ['funnelStageId', 'userIdOwner'];

/** One change of a lead, as this browser saw it. */
export interface SeenChange {
  field: WatchedField;
  from: number | null;
  to: number | null;
  /** The lead's `dtUpdate` when the change was seen (unix seconds), or null when the CRM gave none. */
  dtUpdate: number | null;
  /** When this browser saw it (epoch ms). */
  seenAt: number;
  /** Made in this app (the time is the save's); otherwise seen by a sync, between two reads. */
  exact: boolean;
}

/** At most this many changes are kept per lead; the oldest go first. */
export const MAX_CHANGES_PER_LEAD = 20;

/** The changes of stage and owner between what the index held and what arrived. */
export function changesBetween(held: Lead, arrived: Lead, seenAt: number, exact: boolean): SeenChange[] {
  const changes: SeenChange[] = [];
  for (const field of WATCHED) {
    if (held[field] === arrived[field]) continue;
    changes.push({ field, from: held[field], to: arrived[field], dtUpdate: arrived.dtUpdate, seenAt, exact });
  }
  return changes;
}

/** How long after a change made in the app its exact reversal counts as Undo. */
const UNDO_WINDOW_MS = 30_000;

function isUndoOf(change: SeenChange, last: SeenChange): boolean {
  return (
    change.exact &&
    last.exact &&
    change.field === last.field &&
    change.from === last.to &&
    change.to === last.from &&
    change.seenAt - last.seenAt <= UNDO_WINDOW_MS
  );
}

/** Where the history lives: in memory in the worker, written through to the browser's storage. */
export interface HistoryStorage {
  load(): Promise<Array<{ leadId: number; changes: SeenChange[] }>>;
  write(leadId: number, changes: readonly SeenChange[]): Promise<void>;
  remove(leadIds: readonly number[]): Promise<void>;
  destroy(): Promise<void>;
}

export function memoryHistoryStorage(): HistoryStorage {
  return {
    load: async () => [],
    write: async () => undefined,
    remove: async () => undefined,
    destroy: async () => undefined,
  };
}

/** Per lead, the changes of stage and owner seen by this browser, newest last, at most MAX_CHANGES_PER_LEAD. */
export class LeadHistory {
  private readonly byLead = new Map<number, SeenChange[]>();

  constructor(private storage: HistoryStorage = memoryHistoryStorage()) {}

  async open(storage: HistoryStorage): Promise<void> {
    this.storage = storage;
    for (const row of await storage.load()) this.byLead.set(row.leadId, row.changes);
  }

  /** Compares each arriving lead with the copy held (if any) and keeps what changed. */
  observe(pairs: ReadonlyArray<{ held: Lead | null; arrived: Lead }>, seenAt: number, exact: boolean): void {
    for (const { held, arrived } of pairs) {
      if (!held) continue;
      const changes = changesBetween(held, arrived, seenAt, exact);
      if (changes.length === 0) continue;
      const kept = [...(this.byLead.get(arrived.id) ?? [])];
      for (const change of changes) {
        const last = kept.at(-1);
        // An Undo in the app takes the change back: neither happened, so the lead waits again.
        if (last && isUndoOf(change, last)) kept.pop();
        else kept.push(change);
      }
      kept.splice(0, Math.max(0, kept.length - MAX_CHANGES_PER_LEAD));
      this.byLead.set(arrived.id, kept);
      void this.storage.write(arrived.id, kept).catch(() => undefined);
    }
  }

  of(leadId: number): SeenChange[] {
    return this.byLead.get(leadId) ?? [];
  }

  /** Every lead's changes, for the figures. */
  entries(): IterableIterator<[number, SeenChange[]]> {
    return this.byLead.entries();
  }

  /** Leads the index no longer holds take their history with them. */
  forgetExcept(held: (leadId: number) => boolean): void {
    const gone = [...this.byLead.keys()].filter((leadId) => !held(leadId));
    for (const leadId of gone) this.byLead.delete(leadId);
    if (gone.length > 0) void this.storage.remove(gone).catch(() => undefined);
  }

  async destroy(): Promise<void> {
    this.byLead.clear();
    await this.storage.destroy().catch(() => undefined);
  }
}
