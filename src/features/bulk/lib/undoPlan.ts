import type { BulkItem, PlanLead } from './bulkTypes';
import type { PlannedLead } from './plan';

export interface UndoPlan {
  /** Leads put back to their previous value. */
  items: PlannedLead[];
  /** Leads changed again since the job (dtUpdate moved after it): left alone unless chosen. */
  changedSince: Array<{ item: BulkItem; current: PlanLead | null }>;
}

/**
 * The reverse of a finished job: each lead it changed goes back to the value it had before, as long as nobody
 * changed it since (its dtUpdate is still the one our PUT left). Leads the job skipped, or that were refused,
 * are not touched. A lead no longer in the index (deleted, or not yet read) is put back and checked before its
 * PUT like every other.
 */
export function planUndo(
  items: readonly BulkItem[],
  current: ReadonlyMap<number, PlanLead>,
  include: ReadonlySet<number> = new Set(),
): UndoPlan {
  const plan: UndoPlan = { items: [], changedSince: [] };
  for (const item of items) {
    if (item.state !== 'done') continue;
    const now = current.get(item.leadId) ?? null;
    const moved = now !== null && changedSince(now.dtUpdate, item.after);
    if (moved) plan.changedSince.push({ item, current: now });
    if (moved && !include.has(item.leadId)) continue;
    plan.items.push({
      leadId: item.leadId,
      value: item.before,
      before: item.value,
      dtUpdate: moved && now ? now.dtUpdate : item.after,
      // Journals written before creation times were kept have none: those leads are checked one by one.
      dtCreate: item.dtCreate ?? now?.dtCreate ?? null,
    });
  }
  return plan;
}

/**
 * The local copy may still hold a lead as it was before our PUT (its write is not awaited, and a re-read that left
 * before the PUT can land after it): an older dtUpdate is the copy lagging, not someone else's change.
 */
function changedSince(now: number | null, after: number | null): boolean {
  if (now === null || after === null) return now !== after;
  return now > after;
}
