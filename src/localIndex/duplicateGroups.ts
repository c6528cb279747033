import type { Lead } from '@/api/schemas/lead';
import { contactKeys } from '@/shared/lib/leadContacts';
import type { Coverage } from './status';

/** What a Duplicates row shows of a lead: a small part of it, so thousands of groups cross quickly. */
export type DuplicateCard = Pick<
  Lead,
  'id' | 'name' | 'phone' | 'email' | 'userIdOwner' | 'funnelStageId' | 'dtCreate' | 'cost'
>;

export interface DuplicateGroups {
  /** Each group newest lead first; the largest groups first, then the most recent. */
  groups: DuplicateCard[][];
  /** Leads in the groups shown. */
  leadCount: number;
  coverage: Coverage;
}

function card(lead: Lead): DuplicateCard {
  return {
    id: lead.id,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    userIdOwner: lead.userIdOwner,
    funnelStageId: lead.funnelStageId,
    dtCreate: lead.dtCreate,
    cost: lead.cost,
  };
}

/**
 * Leads joined by shared contacts (the app's one "same person", shared/lib/leadContacts), taken whole: A shares a
 * phone with B and B an e-mail with C puts all three in one group. Union-find over the keys; only groups of two or
 * more. `leads` come newest first and each group keeps that order.
 */
export function groupByContacts(leads: readonly Lead[]): Lead[][] {
  const parent = new Int32Array(leads.length);
  for (let index = 0; index < parent.length; index += 1) parent[index] = index;
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) {
      const up = parent[at] ?? at;
      parent[at] = parent[up] ?? up;
      at = up;
    }
    return at;
  };
  const firstWithKey = new Map<string, number>();
  leads.forEach((lead, index) => {
    for (const key of contactKeys(lead)) {
      const first = firstWithKey.get(key);
      if (first === undefined) firstWithKey.set(key, index);
      else {
        const a = root(first);
        const b = root(index);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  const groups = new Map<number, Lead[]>();
  leads.forEach((lead, index) => {
    const key = root(index);
    const group = groups.get(key);
    if (group) group.push(lead);
    else groups.set(key, [lead]);
  });
  return [...groups.values()].filter((group) => group.length > 1);
}

/**
 * The groups with at least one lead that passes `accepts` (owner, stage, creation date…), largest first, then the
 * one with the most recent lead, as cards.
 */
export function duplicateGroupsOf(
  groups: readonly Lead[][],
  accepts: (lead: Lead) => boolean,
): { groups: DuplicateCard[][]; leadCount: number } {
  const kept = groups.filter((group) => group.some(accepts));
  const newest = (group: readonly Lead[]) => group[0]?.dtCreate ?? 0;
  kept.sort((a, b) => b.length - a.length || newest(b) - newest(a) || (b[0]?.id ?? 0) - (a[0]?.id ?? 0));
  return {
    groups: kept.map((group) => group.map(card)),
    leadCount: kept.reduce((sum, group) => sum + group.length, 0),
  };
}
