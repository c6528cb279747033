import type { Lead } from '@/api/schemas/lead';
import { type LeadRecord, toLeadRecord } from './leadRecord';
import { SharedStrings } from './strings';

/**
 * A lead as kept, with when the CRM last showed it (epoch ms): a finished re-read removes the leads of its range the
 * CRM has not shown since the re-read began.
 */
export interface StoredLead {
  id: number;
  lead: Lead;
  seenAt: number;
}

/** Whether `incoming` is an older version than `held` (both stamped by the CRM; unstamped is never older). */
function isOlder(incoming: Lead, held: Lead): boolean {
  return incoming.dtUpdate !== null && held.dtUpdate !== null && incoming.dtUpdate < held.dtUpdate;
}

function sameLead(a: Lead, b: Lead): boolean {
  const keys = Object.keys(b) as Array<keyof Lead>;
  if (Object.keys(a).length !== keys.length) return false;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * The leads in memory, with their search keys. Every change bumps `version`, which keys the cached orderings
 * and query results: a stale result is never served after a change.
 *
 * Each version of a lead gets a slot: a number that only grows. The indexes (./indexes) are append-only lists of
 * slots, so a change costs them an append, not a rebuild; a slot left behind by an edit or a deletion is dead
 * (`recordAt` says null) until `compact` renumbers the living, which bumps `epoch` and makes the indexes rebuild.
 */
export class LeadStore {
  /** Each lead's slot. */
  private readonly byId = new Map<number, number>();
  /** When the CRM last showed the lead in each slot (epoch ms): a column, not an object per lead. */
  private seen = new Float64Array(1024);
  private slots: Array<LeadRecord | null> = [];
  private dead = 0;
  private newestFirst: LeadRecord[] | null = null;
  private readonly strings = new SharedStrings();
  version = 0;
  /** Bumped when slots are renumbered: every index built over the old numbers starts again. */
  epoch = 0;

  constructor(private readonly options: { compactAtDead?: (live: number) => number } = {}) {}

  get size(): number {
    return this.byId.size;
  }

  /** Slots handed out so far in this epoch (living and dead). */
  get slotCount(): number {
    return this.slots.length;
  }

  /** The lead in a slot, or null when the slot is dead. */
  recordAt(slot: number): LeadRecord | null {
    return this.slots[slot] ?? null;
  }

  /** Puts in leads the CRM has just shown (a page, or the answer to the app's own write). */
  upsert(leads: readonly Lead[], seenAt: number): StoredLead[] {
    const rows: StoredLead[] = [];
    let changed = false;
    for (const lead of leads) {
      const existing = this.byId.get(lead.id);
      // The same lead read again (the newest one at every look for new leads, every lead at a re-read) changes
      // no answer: the version stays, and so do the cached orderings and results.
      const held = existing === undefined ? null : this.slots[existing];
      if (existing !== undefined && held && isOlder(lead, held.lead)) {
        // A page asked before the app's own write answered after it: the copy keeps the newer version.
        this.seen[existing] = seenAt;
        rows.push({ id: lead.id, lead: held.lead, seenAt });
        continue;
      }
      if (existing !== undefined && held && sameLead(held.lead, lead)) {
        this.seen[existing] = seenAt;
      } else {
        if (existing !== undefined) this.kill(existing);
        this.byId.set(lead.id, this.place(toLeadRecord(lead), seenAt));
        changed = true;
      }
      rows.push({ id: lead.id, lead, seenAt });
    }
    if (changed) this.changed();
    return rows;
  }

  load(rows: readonly StoredLead[]): void {
    for (const row of rows) {
      const existing = this.byId.get(row.id);
      if (existing !== undefined) this.kill(existing);
      this.byId.set(row.id, this.place(toLeadRecord(row.lead), row.seenAt));
    }
    this.changed();
  }

  /** Ids of leads created in [lower, upper] (unix s) the CRM has not shown since `since`: it no longer lists them. */
  unseenSince(since: number, lower: number, upper: number): number[] {
    const ids: number[] = [];
    for (const [id, slot] of this.byId) {
      const created = this.slots[slot]?.lead.dtCreate;
      if ((this.seen[slot] ?? 0) < since && created !== undefined && created >= lower && created <= upper) {
        ids.push(id);
      }
    }
    return ids;
  }

  /** Creation times of the leads held in [lower, upper] (unix s), newest first: what a walk cuts windows by. */
  creationTimesIn(lower: number, upper: number): Float64Array {
    const times: number[] = [];
    for (const record of this.slots) {
      const created = record?.lead.dtCreate;
      if (created !== undefined && created >= lower && created <= upper) times.push(created);
    }
    return Float64Array.from(times).sort().reverse();
  }

  remove(ids: readonly number[]): void {
    let removed = 0;
    for (const id of ids) {
      const slot = this.byId.get(id);
      if (slot === undefined) continue;
      this.kill(slot);
      this.byId.delete(id);
      removed += 1;
    }
    if (removed > 0) this.changed();
  }

  clear(): void {
    this.byId.clear();
    this.strings.clear();
    this.slots = [];
    this.seen = new Float64Array(1024);
    this.dead = 0;
    this.epoch += 1;
    this.changed();
  }

  get(id: number): Lead | undefined {
    const slot = this.byId.get(id);
    return slot === undefined ? undefined : (this.slots[slot]?.lead ?? undefined);
  }

  /** The `count` oldest leads held (creation time, then id): the first to leave a copy past its ceiling. */
  oldest(count: number): Lead[] {
    const records = this.records();
    return records.slice(Math.max(0, records.length - count)).map((record) => record.lead);
  }

  /** The newest creation time held: where the next look for new leads starts. */
  newestCreated(): number | null {
    return this.records()[0]?.lead.dtCreate ?? null;
  }

  /** Records newest first (the order of the CRM's own list), cached until the next change. */
  records(): readonly LeadRecord[] {
    if (!this.newestFirst) {
      const living: LeadRecord[] = [];
      for (const record of this.slots) if (record) living.push(record);
      this.newestFirst = living.sort((a, b) => b.lead.dtCreate - a.lead.dtCreate || b.lead.id - a.lead.id);
    }
    return this.newestFirst;
  }

  private place(record: LeadRecord, seenAt: number): number {
    this.strings.share(record.lead);
    const slot = this.slots.length;
    this.slots.push(record);
    if (slot >= this.seen.length) {
      const grown = new Float64Array(slot + (slot >> 2) + 1024);
      grown.set(this.seen);
      this.seen = grown;
    }
    this.seen[slot] = seenAt;
    return slot;
  }

  private kill(slot: number): void {
    if (this.slots[slot] === null) return;
    this.slots[slot] = null;
    this.dead += 1;
  }

  private changed(): void {
    this.version += 1;
    this.newestFirst = null;
    const limit = this.options.compactAtDead?.(this.byId.size) ?? Math.max(4096, this.byId.size / 4);
    if (this.dead > limit) this.compact();
  }

  /** Renumbers the living leads 0…n-1 in their old order; the indexes see a new epoch and rebuild. */
  private compact(): void {
    const renumbered: LeadRecord[] = [];
    const seen = new Float64Array(this.seen.length);
    const newSlot = new Int32Array(this.slots.length);
    for (let slot = 0; slot < this.slots.length; slot += 1) {
      const record = this.slots[slot];
      if (!record) continue;
      newSlot[slot] = renumbered.length;
      seen[renumbered.length] = this.seen[slot] ?? 0;
      renumbered.push(record);
    }
    for (const [id, slot] of this.byId) this.byId.set(id, newSlot[slot] ?? slot);
    this.slots = renumbered;
    this.seen = seen;
    this.dead = 0;
    this.epoch += 1;
  }
}
