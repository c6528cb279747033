import { describe, expect, it } from 'vitest';
import { ContactTable } from './contacts';
import { toLeadRecord } from './leadRecord';
import { LeadStore } from './leadStore';
import { makeLead } from './testing/fakeCrm';

// Newest first, as the store hands them out.
const leads = [
  makeLead(5, { phone: '89161234567', email: null, dtCreate: 5_000 }),
  makeLead(4, { phone: null, email: ' Anna@Example.com ', dtCreate: 4_000 }),
  makeLead(3, { phone: '+7 916 123-45-67', email: 'anna@example.com', dtCreate: 3_000 }),
  makeLead(2, { phone: '79990000000', email: 'other@example.com', dtCreate: 2_000 }),
  makeLead(1, { phone: '79161234567', email: null, dtCreate: 1_000 }),
];
const records = leads.map(toLeadRecord);
const store = new LeadStore();
store.upsert(leads, 0);
const table = ContactTable.of(store);
const keysOf = (position: number) => records[position]?.contactKeys ?? [];

describe('same person by contacts', () => {
  it('lists every lead with the phone or the e-mail, newest first, saying which it shares', () => {
    expect(table.samePerson(keysOf(2)).map(({ lead, by }) => [lead.id, by])).toEqual([
      [5, ['phone']],
      [4, ['email']],
      [3, ['phone', 'email']],
      [1, ['phone']],
    ]);
  });

  it('finds only the lead itself when nobody shares its contacts', () => {
    expect(table.samePerson(keysOf(3)).map(({ lead }) => lead.id)).toEqual([2]);
    expect(table.samePerson([])).toEqual([]);
  });

  it('still answers the import with the newest lead per key', () => {
    expect(table.matches(['email:anna@example.com', 'email:nobody@example.com'])).toEqual([
      ['email:anna@example.com', 4],
    ]);
  });
});
