import type { Lead } from '@/api/schemas/lead';
import type { LeadRecord } from './leadRecord';
import type { Coverage } from './status';

/** What a Duplicates row shows of a lead: a small part of it, so thousands of groups cross quickly. */
export type DuplicateCard = Pick<
  Lead,
  'id' | 'name' | 'phone' | 'email' | 'userIdOwner' | 'funnelStageId' | 'dtCreate' | 'cost'
>;

/**
 * The groups a filter shows, without their leads: how many leads each has (the list's heights), in the order
 * shown. Their cards come a window at a time (`duplicateGroupWindow`): a million leads hold tens of thousands
 * of groups, and all their cards in one message took the page's main thread 280 ms to read.
 */
export interface DuplicateGroups {
  /** Leads in each group, the largest groups first, then the most recent. */
  sizes: Int32Array;
  /** Leads in the groups shown. */
  leadCount: number;
  coverage: Coverage;
}

/** A group's cards, newest lead first. */
export function groupCards(group: readonly LeadRecord[]): DuplicateCard[] {
  return group.map(card);
}

function card(record: LeadRecord): DuplicateCard {
  return {
    id: record.id,
    name: record.field('name'),
    phone: record.field('phone'),
    email: record.field('email'),
    userIdOwner: record.field('userIdOwner'),
    funnelStageId: record.field('funnelStageId'),
    dtCreate: record.dtCreate,
    cost: record.field('cost'),
  };
}

const newestFirst = (a: LeadRecord, b: LeadRecord) => b.dtCreate - a.dtCreate || b.id - a.id;

/**
 * Leads joined by shared contacts (the app's one "same person", shared/lib/leadContacts), taken whole: A shares a
 * phone with B and B an e-mail with C puts all three in one group. Union-find over the leads of the contact map
 * (contact key → its leads, ./contacts.ts) that share a key, so only those leads are touched and no lead object is
 * made; only groups of two or more, each newest lead first.
 */
export function groupByContacts(byKey: ReadonlyMap<string, readonly LeadRecord[]>): LeadRecord[][] {
  const parent = new Map<number, number>();
  const records = new Map<number, LeadRecord>();
  const root = (id: number): number => {
    let at = id;
    for (;;) {
      const up = parent.get(at) ?? at;
      if (up === at) return at;
      // Path halving: each step points a lead at its grandparent, so later finds are short.
      const grand = parent.get(up) ?? up;
      parent.set(at, grand);
      at = grand;
    }
  };
  for (const holders of byKey.values()) {
    const first = holders[0];
    if (first === undefined || holders.length < 2) continue;
    for (const record of holders) {
      if (!records.has(record.id)) {
        records.set(record.id, record);
        parent.set(record.id, record.id);
      }
      const a = root(first.id);
      const b = root(record.id);
      if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
    }
  }
  const groups = new Map<number, LeadRecord[]>();
  for (const [id, record] of records) {
    const key = root(id);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return [...groups.values()].filter((group) => group.length > 1).map((group) => group.sort(newestFirst));
}

/**
 * The groups with at least one lead that passes `accepts` (owner, stage, creation date…), largest first, then the
 * one with the most recent lead.
 */
export function duplicateGroupsOf(
  groups: readonly LeadRecord[][],
  accepts: (record: LeadRecord) => boolean,
): { groups: LeadRecord[][]; leadCount: number } {
  const kept = groups.filter((group) => group.some(accepts));
  const newest = (group: readonly LeadRecord[]) => group[0]?.dtCreate ?? 0;
  kept.sort((a, b) => b.length - a.length || newest(b) - newest(a) || (b[0]?.id ?? 0) - (a[0]?.id ?? 0));
  return {
    groups: kept,
    leadCount: kept.reduce((sum, group) => sum + group.length, 0),
  };
}
