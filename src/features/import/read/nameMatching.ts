import type { LeadIdField } from '@/shared/recordForms/lead/leadFormFields';

export interface NamedEntry {
  id: number;
  name: string;
}

/** What each id field's names are matched against: catalogs from the runtime config and the employee list. */
export type NameCatalogs = Record<LeadIdField, readonly NamedEntry[]>;

export type NameMatch =
  | { kind: 'empty' }
  | { kind: 'id'; id: number }
  | { kind: 'unknown'; value: string }
  | { kind: 'ambiguous'; value: string; ids: number[] };

/** Case, ё/е and runs of spaces do not tell names apart ("ЯНДЕКС  директ" is "Яндекс Директ"). */
export function normalizeName(name: string): string {
  return name.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е').replace(/\s+/g, ' ');
}

export interface NameIndex {
  match(value: string): NameMatch;
}

/**
 * Matches a cell to an id: digits are an id as they are (whether it exists is the server's to say, as in the
 * form); anything else is a name looked up in the entries. Two entries with one name make the value ambiguous.
 */
export function buildNameIndex(entries: readonly NamedEntry[]): NameIndex {
  const byName = new Map<string, number[]>();
  for (const entry of entries) {
    const key = normalizeName(entry.name);
    const ids = byName.get(key);
    if (ids) ids.push(entry.id);
    else byName.set(key, [entry.id]);
  }
  return {
    match(value) {
      const trimmed = value.trim();
      if (trimmed === '') return { kind: 'empty' };
      if (/^\d{1,15}$/.test(trimmed)) return { kind: 'id', id: Number(trimmed) };
      const ids = byName.get(normalizeName(trimmed));
      if (!ids) return { kind: 'unknown', value: trimmed };
      const [only] = ids;
      return ids.length === 1 && only !== undefined
        ? { kind: 'id', id: only }
        : { kind: 'ambiguous', value: trimmed, ids };
    },
  };
}
