import type { BulkField, PlanLead } from './bulkTypes';

export interface PlannedLead {
  leadId: number;
  /** Null only when undo puts back "none". */
  value: number | null;
  before: number | null;
  dtUpdate: number | null;
  dtCreate: number | null;
}

export interface ChangePlan {
  field: BulkField;
  /** The leads that get a PUT. */
  items: PlannedLead[];
  /** Leads that already have the value: nothing is sent for them. */
  alreadySet: number;
  /** How many of the sent leads had each previous value (null: none), the largest group first. */
  from: Array<{ value: number | null; count: number }>;
}

function groupFrom(items: readonly PlannedLead[]): ChangePlan['from'] {
  const counts = new Map<number | null, number>();
  for (const item of items) counts.set(item.before, (counts.get(item.before) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

/** "Set `field` to `value` on these leads": the leads that already have it are skipped. */
export function planChange(leads: readonly PlanLead[], field: BulkField, value: number): ChangePlan {
  const items: PlannedLead[] = [];
  let alreadySet = 0;
  for (const lead of leads) {
    if (lead.value === value) alreadySet += 1;
    else
      items.push({
        leadId: lead.id,
        value,
        before: lead.value,
        dtUpdate: lead.dtUpdate,
        dtCreate: lead.dtCreate,
      });
  }
  return { field, items, alreadySet, from: groupFrom(items) };
}

export interface OwnerShare {
  owner: number;
  /** The owner's leads before, not counting the selected ones. */
  before: number;
  /** Selected leads the owner ends up with (kept and given). */
  gets: number;
  after: number;
}

export interface DistributionPlan extends ChangePlan {
  shares: OwnerShare[];
}

/**
 * "Distribute among…": the selected leads go to the chosen owners so that their lead counts come out as even
 * as they can (each next lead to whoever has fewest, ties to the earlier owner in the list). A selected lead
 * that already belongs to an owner who gets leads stays with them, so as few leads as possible change hands.
 */
export function planDistribution(
  leads: readonly PlanLead[],
  owners: readonly number[],
  /** Each owner's leads in the index, the selected ones included. */
  load: Readonly<Record<number, number>>,
): DistributionPlan {
  const chosen = new Set(owners);
  const base = new Map<number, number>(owners.map((owner) => [owner, load[owner] ?? 0]));
  for (const lead of leads) {
    if (lead.value !== null && chosen.has(lead.value)) {
      base.set(lead.value, (base.get(lead.value) ?? 0) - 1);
    }
  }
  const quota = new Map<number, number>(owners.map((owner) => [owner, 0]));
  const counts = new Map(base);
  for (let given = 0; given < leads.length && owners.length > 0; given += 1) {
    let best = owners[0] as number;
    for (const owner of owners) if ((counts.get(owner) ?? 0) < (counts.get(best) ?? 0)) best = owner;
    counts.set(best, (counts.get(best) ?? 0) + 1);
    quota.set(best, (quota.get(best) ?? 0) + 1);
  }
  const left = new Map(quota);
  const assigned = new Map<number, number>();
  const unplaced: PlanLead[] = [];
  for (const lead of leads) {
    const keep = lead.value !== null && (left.get(lead.value) ?? 0) > 0;
    if (keep && lead.value !== null) {
      left.set(lead.value, (left.get(lead.value) ?? 0) - 1);
      assigned.set(lead.id, lead.value);
    } else unplaced.push(lead);
  }
  let cursor = 0;
  for (const lead of unplaced) {
    while (cursor < owners.length && (left.get(owners[cursor] as number) ?? 0) === 0) cursor += 1;
    const owner = owners[cursor];
    if (owner === undefined) break;
    left.set(owner, (left.get(owner) ?? 0) - 1);
    assigned.set(lead.id, owner);
  }
  const items: PlannedLead[] = [];
  let alreadySet = 0;
  for (const lead of leads) {
    const owner = assigned.get(lead.id);
    if (owner === undefined) continue;
    if (owner === lead.value) alreadySet += 1;
    else
      items.push({
        leadId: lead.id,
        value: owner,
        before: lead.value,
        dtUpdate: lead.dtUpdate,
        dtCreate: lead.dtCreate,
      });
  }
  const shares = owners.map((owner) => ({
    owner,
    before: base.get(owner) ?? 0,
    gets: quota.get(owner) ?? 0,
    after: (base.get(owner) ?? 0) + (quota.get(owner) ?? 0),
  }));
  return { field: 'userIdOwner', items, alreadySet, from: groupFrom(items), shares };
}
