import { describe, expect, it } from 'vitest';
import { contactIndex, matchContacts, sameContacts } from './contacts';
import { toLeadRecord } from './leadRecord';
import { makeLead } from './testing/fakeCrm';

// Newest first, as the store hands them out.
const records = [
  makeLead(5, { phone: '89161234567', email: null, dtCreate: 5_000 }),
  makeLead(4, { phone: null, email: ' Anna@Example.com ', dtCreate: 4_000 }),
  makeLead(3, { phone: '+7 916 123-45-67', email: 'anna@example.com', dtCreate: 3_000 }),
  makeLead(2, { phone: '79990000000', email: 'other@example.com', dtCreate: 2_000 }),
  makeLead(1, { phone: '79161234567', email: null, dtCreate: 1_000 }),
].map(toLeadRecord);
const index = contactIndex(records);
const keysOf = (position: number) => records[position]?.contactKeys ?? [];

describe('same person by contacts', () => {
  it('lists every lead with the phone or the e-mail, newest first, saying which it shares', () => {
    expect(sameContacts(index, keysOf(2)).map(({ lead, by }) => [lead.id, by])).toEqual([
      [5, ['phone']],
      [4, ['email']],
      [3, ['phone', 'email']],
      [1, ['phone']],
    ]);
  });

  it('finds only the lead itself when nobody shares its contacts', () => {
    expect(sameContacts(index, keysOf(3)).map(({ lead }) => lead.id)).toEqual([2]);
    expect(sameContacts(index, [])).toEqual([]);
  });

  it('still answers the import with the newest lead per key', () => {
    expect(matchContacts(index, ['email:anna@example.com', 'email:nobody@example.com'])).toEqual([
      ['email:anna@example.com', 4],
    ]);
  });
});
