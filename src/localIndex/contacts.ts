import type { Lead } from '@/api/schemas/lead';
import type { LeadRecord } from './leadRecord';
import type { Coverage } from './status';

/** Which leads have some contact keys, and how much of the account that answer covers. */
export interface ContactMatches {
  /** [key, id of the newest lead with it], for the keys asked about that some lead has. */
  matches: Array<[string, number]>;
  coverage: Coverage;
}

/** A lead with the same phone or e-mail, and which of the two it shares. */
export interface SamePersonLead {
  lead: Lead;
  by: Array<'phone' | 'email'>;
}

export interface SamePerson {
  /** Every lead with any of the keys, the asking lead included, newest first. */
  leads: SamePersonLead[];
  coverage: Coverage;
}

/** Contact key → the leads with it, newest first (records come newest first). */
export function contactIndex(records: readonly LeadRecord[]): Map<string, LeadRecord[]> {
  const byKey = new Map<string, LeadRecord[]>();
  for (const record of records) {
    for (const key of record.contactKeys) {
      const holders = byKey.get(key);
      if (holders) holders.push(record);
      else byKey.set(key, [record]);
    }
  }
  return byKey;
}

export function matchContacts(
  index: ReadonlyMap<string, readonly LeadRecord[]>,
  keys: readonly string[],
): Array<[string, number]> {
  const matches: Array<[string, number]> = [];
  for (const key of new Set(keys)) {
    const newest = index.get(key)?.[0];
    if (newest !== undefined) matches.push([key, newest.id]);
  }
  return matches;
}

/** The leads holding any of these keys (shared/lib/leadContacts: the one "same person"), newest first. */
export function sameContacts(
  index: ReadonlyMap<string, readonly LeadRecord[]>,
  keys: readonly string[],
): SamePersonLead[] {
  const found = new Map<LeadRecord, SamePersonLead>();
  for (const key of new Set(keys)) {
    const kind = key.startsWith('phone:') ? 'phone' : 'email';
    for (const record of index.get(key) ?? []) {
      const entry = found.get(record);
      if (entry) entry.by.push(kind);
      else found.set(record, { lead: record.toLead(), by: [kind] });
    }
  }
  return [...found.values()].sort((a, b) => b.lead.dtCreate - a.lead.dtCreate || b.lead.id - a.lead.id);
}
