import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import { contactKeys, shareContacts } from '@/shared/lib/leadContacts';
import { ContactTable } from './contacts';
import { type ContactGroups, duplicateGroupsOf, groupSlots } from './duplicateGroups';
import { LeadStore } from './leadStore';
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

const newestFirst = (a: Lead, b: Lead) => b.dtCreate - a.dtCreate || b.id - a.id;

/**
 * The same answers for many leads, as plainly as they can be written: a map of every contact key (contactKeys) to
 * its leads newest first, groups by joining each key's leads, ordered largest first, then by the newest lead.
 */
function plainAnswers(leads: readonly Lead[]) {
  const sorted = [...leads].sort(newestFirst);
  const byKey = new Map<string, Lead[]>();
  for (const lead of sorted)
    for (const key of contactKeys(lead)) byKey.set(key, [...(byKey.get(key) ?? []), lead]);
  const groupOf = new Map<number, Set<Lead>>(sorted.map((lead) => [lead.id, new Set([lead])]));
  for (const holders of byKey.values())
    for (const lead of holders.slice(1)) {
      const into = groupOf.get(holders[0]?.id ?? 0) as Set<Lead>;
      const from = groupOf.get(lead.id) as Set<Lead>;
      if (into === from) continue;
      for (const member of from) {
        into.add(member);
        groupOf.set(member.id, into);
      }
    }
  const groups = [...new Set(groupOf.values())]
    .filter((group) => group.size > 1)
    .map((group) => [...group].sort(newestFirst))
    .sort((a, b) => b.length - a.length || newestFirst(a[0] as Lead, b[0] as Lead));
  return { byKey, groups };
}

/** The groups of leads in a store, by id, in the table's order. */
function groupIds(store: LeadStore, groups: ContactGroups, numbers?: Int32Array): number[][] {
  const all = numbers ?? Int32Array.from({ length: groups.starts.length - 1 }, (_, group) => group);
  return Array.from(all, (group) => Array.from(groupSlots(groups, group), (slot) => store.idAt(slot)));
}

function storeOf(leads: readonly Lead[]): LeadStore {
  const store = new LeadStore();
  store.upsert(leads, 0);
  return store;
}

/** Spellings of a few phones and e-mails, so that many leads share them and chains form across kinds. */
function randomContacts(random: () => number): Pick<Lead, 'phone' | 'email'> {
  const pick = (count: number) => Math.floor(random() * count);
  const national = `916${String(pick(400)).padStart(7, '0')}`;
  const phones = [
    null,
    '',
    '   ',
    `8${national}`,
    `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`,
    `7${national}`,
    national,
    `\u00a0+7\u2011${national}\u3000`,
    `+49 30 ${1_000_000 + pick(200)}`,
    `4930${1_000_000 + pick(200)}`,
    String(pick(999)),
    'call me',
  ];
  const local = [
    'anna',
    'ANNA',
    'Анна',
    'АННА',
    'σοφΣ',
    'ΣΟΦΣ',
    'İpek',
    'i̇pek',
    'x'.repeat(140),
    'X'.repeat(140),
  ];
  const domains = ['Example.com', 'example.COM', 'почта.рф', 'ПОЧТА.РФ', '𐐀.test', '𐐨.test'];
  const emails = [
    null,
    '',
    ' \t',
    `${local[pick(local.length)]}${pick(60)}@${domains[pick(domains.length)]}`,
    ` ${local[pick(local.length)]}${pick(60)}@${domains[pick(domains.length)]}\u00a0`,
    `\u2028${local[pick(local.length)]}${pick(60)}@${domains[pick(domains.length)]}`,
    `no-at-sign-${pick(40)}`,
    `NO-AT-SIGN-${pick(40)}`,
  ];
  return { phone: phones[pick(phones.length)] ?? null, email: emails[pick(emails.length)] ?? null };
}

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
    const store = storeOf(leads);
    const groups = groupIds(store, ContactTable.of(store).groups)
      .map((group) => [...group].sort((a, b) => a - b))
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    expect(groups).toEqual(reference(leads));
  });

  it.each([11, 12, 13])(
    'gives the plain answers for thousands of leads sharing contacts in many spellings (seed %i)',
    (seed) => {
      const random = seededRandom(seed);
      let leads = Array.from({ length: 3000 }, (_, index) =>
        // Many leads share a creation second: ties are broken by id.
        makeLead(index + 1, {
          dtCreate: 1_700_000_000 + Math.floor(random() * 500),
          ...randomContacts(random),
        }),
      );
      const store = new LeadStore();
      store.upsert(leads, 0);
      // Edits and deletions leave dead slots behind: only the living leads count.
      const edited = leads
        .filter(() => random() < 0.2)
        .map((lead) => ({ ...lead, ...randomContacts(random) }));
      store.upsert(edited, 0);
      const removed = new Set(leads.filter(() => random() < 0.05).map((lead) => lead.id));
      store.remove([...removed]);
      const held = new Map(leads.map((lead) => [lead.id, lead]));
      for (const lead of edited) held.set(lead.id, lead);
      for (const id of removed) held.delete(id);
      leads = [...held.values()];

      const table = ContactTable.of(store);
      const plain = plainAnswers(leads);
      const ids = (group: readonly Lead[]) => group.map((lead) => lead.id);
      expect(groupIds(store, table.groups)).toEqual(plain.groups.map(ids));
      // Plenty of groups, some joined across phones and e-mails.
      expect(plain.groups.length).toBeGreaterThan(100);

      const owner = (lead: Lead) => lead.id % 7 === 0;
      const shown = duplicateGroupsOf(table.groups, (slot) => store.idAt(slot) % 7 === 0);
      const plainShown = plain.groups.filter((group) => group.some(owner));
      expect(groupIds(store, table.groups, shown.groups)).toEqual(plainShown.map(ids));
      expect(shown.leadCount).toBe(plainShown.reduce((sum, group) => sum + group.length, 0));

      const keys = [...plain.byKey.keys(), 'phone:+70000000000', 'email:nobody@example.com', 'phone:+0916'];
      expect(table.matches(keys)).toEqual([...plain.byKey].map(([key, holders]) => [key, holders[0]?.id]));
      for (const key of keys.slice(0, 300))
        expect([key, table.holders(key).map((slot) => store.idAt(slot))]).toEqual([
          key,
          ids(plain.byKey.get(key) ?? []),
        ]);
      for (const lead of leads.slice(0, 200)) {
        const same = table.samePerson(contactKeys(lead)).map(({ lead: found, by }) => [found.id, by]);
        const plainSame = [...new Set(contactKeys(lead).flatMap((key) => plain.byKey.get(key) ?? []))]
          .sort(newestFirst)
          .map((found) => [
            found.id,
            contactKeys(lead)
              .filter((key) => contactKeys(found).includes(key))
              .map((key) => (key.startsWith('phone:') ? 'phone' : 'email')),
          ]);
        expect(same).toEqual(plainSame);
      }
    },
  );

  it('gives the same groups built a step at a time, over more leads than a step reads', () => {
    const random = seededRandom(21);
    // 40,000 leads: a step reads 16,384 slots, so runs of one key lie across steps.
    const leads = Array.from({ length: 40_000 }, (_, index) =>
      makeLead(index + 1, {
        dtCreate: 1_700_000_000 + Math.floor(random() * 5_000),
        ...randomContacts(random),
      }),
    );
    const store = storeOf(leads);
    const build = ContactTable.build(store);
    let steps = 0;
    let step = build.next();
    for (; !step.done; step = build.next()) steps += 1;
    expect(steps).toBeGreaterThan(6);
    const ids = (group: readonly Lead[]) => group.map((lead) => lead.id);
    expect(groupIds(store, step.value.groups)).toEqual(plainAnswers(leads).groups.map(ids));
  });

  it('keeps apart keys whose hashes are equal', () => {
    // Found by search: each pair has one 32-bit hash in contacts.ts (the e-mails' keys, the phones' numbers).
    const emails = ['1xkhn1r@x.test', 'K8UAGA@x.test'];
    const phones = ['+200963363672', '+452102891279'];
    const leads = [
      ...emails.flatMap((email, index) => [
        makeLead(10 + index, { dtCreate: 100 + index, phone: null, email }),
        makeLead(20 + index, { dtCreate: 200 + index, phone: null, email: ` ${email.toUpperCase()}` }),
      ]),
      ...phones.flatMap((phone, index) => [
        makeLead(30 + index, { dtCreate: 300 + index, phone, email: null }),
        makeLead(40 + index, { dtCreate: 400 + index, phone: phone.slice(1), email: null }),
      ]),
    ];
    const store = storeOf(leads);
    const table = ContactTable.of(store);
    expect(groupIds(store, table.groups)).toEqual(
      plainAnswers(leads).groups.map((group) => group.map((lead) => lead.id)),
    );
    expect(groupIds(store, table.groups)).toEqual([
      [41, 31],
      [40, 30],
      [21, 11],
      [20, 10],
    ]);
    expect(table.holders('email:k8uaga@x.test').map((slot) => store.idAt(slot))).toEqual([21, 11]);
    expect(table.holders('phone:+200963363672').map((slot) => store.idAt(slot))).toEqual([40, 30]);
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
    const store = storeOf(leads);
    const { groups } = ContactTable.of(store);
    const all = duplicateGroupsOf(groups, () => true);
    expect(groupIds(store, groups, all.groups)).toEqual([
      [5, 4, 3],
      [6, 2],
    ]);
    expect(all.leadCount).toBe(5);
    const ownerOne = duplicateGroupsOf(groups, (slot) => store.leadAt(slot).userIdOwner === 1);
    expect(groupIds(store, groups, ownerOne.groups)).toEqual([[6, 2]]);
  });
});
