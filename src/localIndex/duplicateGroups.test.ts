import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import { shareContacts } from '@/shared/lib/leadContacts';
import { contactIndex } from './contacts';
import { duplicateGroupsOf, groupByContacts } from './duplicateGroups';
import { type LeadRecord, toLeadRecord } from './leadRecord';
import { makeLead } from './testing/fakeCrm';
import { seededRandom } from './testing/random';

/** The plain reading: leads are in one group when a chain of pairs sharing a contact joins them. */
function reference(leads: readonly Lead[]): number[][] {
  const seen = new Set<number>();
  const groups: number[][] = [];
  for (const start of leads) {
    if (seen.has(start.id)) continue;
    const group: Lead[] = [start];
    seen.add(start.id);
    for (let at = 0; at < group.length; at += 1) {
      const current = group[at] as Lead;
      for (const other of leads)
        if (!seen.has(other.id) && shareContacts(current, other)) {
          seen.add(other.id);
          group.push(other);
        }
    }
    if (group.length > 1) groups.push(group.map((lead) => lead.id).sort((a, b) => a - b));
  }
  return groups.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
}

/** The groups of leads (given newest first, as the store keeps them), through the contact map. */
const grouped = (leads: readonly Lead[]) => groupByContacts(contactIndex(leads.map(toLeadRecord)));

const sorted = (groups: LeadRecord[][]) =>
  groups
    .map((group) => group.map((lead) => lead.id).sort((a, b) => a - b))
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));

describe('grouping leads by contacts', () => {
  it.each([1, 2, 3, 4, 5])('agrees with the plain reference on random leads (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const pick = (count: number) => Math.floor(random() * count);
    // Few phones and e-mails, written in several ways, so chains form.
    const leads = Array.from({ length: 400 }, (_, index) =>
      makeLead(400 - index, {
        dtCreate: 1_700_000_000 - index,
        phone:
          random() < 0.2
            ? null
            : ([`8916${String(pick(150)).padStart(7, '0')}`, `+7 916 ${String(pick(150)).padStart(7, '0')}`][
                pick(2)
              ] ?? null),
        email: random() < 0.5 ? null : `${['', ' '][pick(2)]}Person${pick(120)}@Example.com`,
      }),
    );
    expect(sorted(grouped(leads))).toEqual(reference(leads));
  });

  it('orders the groups largest first, then by the most recent lead, and keeps those a filter touches', () => {
    const leads = [
      makeLead(6, { dtCreate: 600, phone: '89160000001', email: null, userIdOwner: 1 }),
      makeLead(5, { dtCreate: 500, phone: '89160000002', email: null, userIdOwner: 2 }),
      makeLead(4, { dtCreate: 400, phone: '89160000002', email: 'x@example.com', userIdOwner: 2 }),
      makeLead(3, { dtCreate: 300, phone: null, email: 'x@example.com', userIdOwner: 2 }),
      makeLead(2, { dtCreate: 200, phone: '89160000001', email: null, userIdOwner: 2 }),
      makeLead(1, { dtCreate: 100, phone: '89160000009', email: null, userIdOwner: 1 }),
    ];
    const groups = grouped(leads);
    const all = duplicateGroupsOf(groups, () => true);
    expect(all.groups.map((group) => group.map((lead) => lead.id))).toEqual([
      [5, 4, 3],
      [6, 2],
    ]);
    expect(all.leadCount).toBe(5);
    const ownerOne = duplicateGroupsOf(groups, (record) => record.field('userIdOwner') === 1);
    expect(ownerOne.groups.map((group) => group.map((lead) => lead.id))).toEqual([[6, 2]]);
  });
});
