import type { Lead } from '@/api/schemas/lead';
import { type LeadRecord, toLeadRecord } from './leadRecord';

/** A lead as kept: the walk that last saw it, so a finished walk can tell which leads the CRM no longer has. */
export interface StoredLead {
  id: number;
  lead: Lead;
  walk: string | null;
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
 */
export class LeadStore {
  private readonly byId = new Map<number, { record: LeadRecord; walk: string | null }>();
  private newestFirst: LeadRecord[] | null = null;
  version = 0;

  get size(): number {
    return this.byId.size;
  }

  /** Puts leads in; a lead written outside a walk keeps the stamp of the walk that last saw it. */
  upsert(leads: readonly Lead[], walk: string | null): StoredLead[] {
    const rows: StoredLead[] = [];
    let changed = false;
    for (const lead of leads) {
      const existing = this.byId.get(lead.id);
      const stamp = walk ?? existing?.walk ?? null;
      // The same lead read again (the newest one at every look for new leads, every lead at a re-walk) changes
      // no answer: the version stays, and so do the cached orderings and results.
      if (existing && sameLead(existing.record.lead, lead)) {
        existing.walk = stamp;
      } else {
        this.byId.set(lead.id, { record: toLeadRecord(lead), walk: stamp });
        changed = true;
      }
      rows.push({ id: lead.id, lead, walk: stamp });
    }
    if (changed) this.changed();
    return rows;
  }

  load(rows: readonly StoredLead[]): void {
    for (const row of rows) this.byId.set(row.id, { record: toLeadRecord(row.lead), walk: row.walk });
    this.changed();
  }

  /** Ids of leads created up to `upperBound` that the walk did not see: the CRM no longer lists them. */
  unseenBy(walk: string, upperBound: number): number[] {
    const ids: number[] = [];
    for (const [id, entry] of this.byId) {
      if (entry.walk !== walk && entry.record.lead.dtCreate <= upperBound) ids.push(id);
    }
    return ids;
  }

  remove(ids: readonly number[]): void {
    for (const id of ids) this.byId.delete(id);
    if (ids.length > 0) this.changed();
  }

  clear(): void {
    this.byId.clear();
    this.changed();
  }

  get(id: number): Lead | undefined {
    return this.byId.get(id)?.record.lead;
  }

  /** The newest creation time held: where the next look for new leads starts. */
  newestCreated(): number | null {
    return this.records()[0]?.lead.dtCreate ?? null;
  }

  /** Records newest first (the order of the CRM's own list), cached until the next change. */
  records(): readonly LeadRecord[] {
    if (!this.newestFirst) {
      this.newestFirst = Array.from(this.byId.values(), (entry) => entry.record).sort(
        (a, b) => b.lead.dtCreate - a.lead.dtCreate || b.lead.id - a.lead.id,
      );
    }
    return this.newestFirst;
  }

  private changed(): void {
    this.version += 1;
    this.newestFirst = null;
  }
}
