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

/**
 * Leads joined by shared contacts (the app's one "same person", shared/lib/leadContacts), taken whole: A shares a
 * phone with B and B an e-mail with C puts all three in one group. Group g is the slots
 * `members[starts[g]…starts[g + 1])`, newest lead first; only groups of two or more, the largest first, then the
 * one with the most recent lead. 4 bytes a lead in a group and 4 a group.
 */
export interface ContactGroups {
  members: Int32Array;
  starts: Int32Array;
}

/**
 * Union-find over the leads' places in the newest-first order (./contacts.ts joins the leads of each shared key):
 * a set's root is its newest lead, so the groups come out ordered by typed arrays alone, no lead object made.
 */
export class LeadJoins {
  private readonly parent: Int32Array;

  constructor(count: number) {
    this.parent = new Int32Array(count);
    for (let position = 0; position < count; position += 1) this.parent[position] = position;
  }

  join(a: number, b: number): void {
    const rootA = this.root(a);
    const rootB = this.root(b);
    if (rootA < rootB) this.parent[rootB] = rootA;
    else if (rootB < rootA) this.parent[rootA] = rootB;
  }

  private root(position: number): number {
    const { parent } = this;
    let at = position;
    for (;;) {
      const up = parent[at] as number;
      if (up === at) return at;
      // Path halving: each step points a lead at its grandparent, so later finds are short.
      const grand = parent[up] as number;
      parent[at] = grand;
      at = grand;
    }
  }

  /** The groups of two or more, over `order` (the slots newest first, whose places were joined). */
  groups(order: Int32Array): ContactGroups {
    const { parent } = this;
    const count = parent.length;
    const size = new Int32Array(count);
    let largest = 0;
    for (let position = 0; position < count; position += 1) {
      const root = this.root(position);
      parent[position] = root;
      const grown = (size[root] as number) + 1;
      size[root] = grown;
      if (grown > largest) largest = grown;
    }
    // Counted by size, largest first; roots taken in order, so equal sizes keep the most recent group first.
    const ofSize = new Int32Array(largest + 1);
    for (let position = 0; position < count; position += 1) {
      const length = size[position] as number;
      if (length > 1) ofSize[length] = (ofSize[length] as number) + 1;
    }
    const next = new Int32Array(largest + 1);
    let groupCount = 0;
    for (let length = largest; length > 1; length -= 1) {
      next[length] = groupCount;
      groupCount += ofSize[length] as number;
    }
    const groupOf = new Int32Array(count);
    const starts = new Int32Array(groupCount + 1);
    for (let position = 0; position < count; position += 1) {
      const length = size[position] as number;
      if (length < 2) continue;
      const group = next[length] as number;
      next[length] = group + 1;
      groupOf[position] = group;
      starts[group + 1] = length;
    }
    for (let group = 0; group < groupCount; group += 1)
      starts[group + 1] = (starts[group + 1] as number) + (starts[group] as number);
    const members = new Int32Array(starts[groupCount] as number);
    const filled = starts.slice(0, groupCount);
    for (let position = 0; position < count; position += 1) {
      const root = parent[position] as number;
      if ((size[root] as number) < 2) continue;
      const group = groupOf[root] as number;
      const at = filled[group] as number;
      filled[group] = at + 1;
      members[at] = order[position] as number;
    }
    return { members, starts };
  }
}

/** The groups (by number, in order) with at least one lead that passes `accepts` (owner, stage, creation date…). */
export function duplicateGroupsOf(
  groups: ContactGroups,
  accepts: (slot: number) => boolean,
): { groups: Int32Array; leadCount: number } {
  const { members, starts } = groups;
  const count = starts.length - 1;
  const kept = new Int32Array(count);
  let keptCount = 0;
  let leadCount = 0;
  for (let group = 0; group < count; group += 1) {
    const end = starts[group + 1] as number;
    for (let at = starts[group] as number; at < end; at += 1) {
      if (!accepts(members[at] as number)) continue;
      kept[keptCount] = group;
      keptCount += 1;
      leadCount += end - (starts[group] as number);
      break;
    }
  }
  return { groups: kept.slice(0, keptCount), leadCount };
}

/** The slots of group g, newest first. */
export function groupSlots(groups: ContactGroups, group: number): Int32Array {
  return groups.members.subarray(groups.starts[group], groups.starts[group + 1]);
}
