import type { LeadRecord } from './leadRecord';
import type { Coverage } from './status';

/** Which leads have some contact keys, and how much of the account that answer covers. */
export interface ContactMatches {
  /** [key, id of the newest lead with it], for the keys asked about that some lead has. */
  matches: Array<[string, number]>;
  coverage: Coverage;
}

/** Contact key → the newest lead with it. Records come newest first, so the first one seen wins. */
export function contactIndex(records: readonly LeadRecord[]): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const record of records) {
    for (const key of record.contactKeys) if (!byKey.has(key)) byKey.set(key, record.lead.id);
  }
  return byKey;
}

export function matchContacts(
  index: ReadonlyMap<string, number>,
  keys: readonly string[],
): Array<[string, number]> {
  const matches: Array<[string, number]> = [];
  for (const key of new Set(keys)) {
    const id = index.get(key);
    if (id !== undefined) matches.push([key, id]);
  }
  return matches;
}
