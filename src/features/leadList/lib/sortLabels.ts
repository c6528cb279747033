import type { Catalogs } from '@/config/runtimeConfig';

const CATALOG_FIELDS: Record<string, keyof Catalogs> = {
  sourceId: 'sources',
  funnelStageId: 'funnelStages',
  locationCityId: 'cities',
  locationUnitId: 'offices',
};
const EMPLOYEE_FIELDS = new Set(['userIdOwner', 'userIdCreate', 'userIdUpdate']);

/**
 * The column shows names, so it sorts by names: id → name for the sorted column, sent to the index with the
 * sort. Ids the catalog does not know sort by their number as text, as the cell shows them.
 */
export function sortLabelsFor(
  field: string,
  catalogs: Catalogs,
  employees: ReadonlyMap<number, string> | undefined,
): Record<string, string> | undefined {
  const kind = CATALOG_FIELDS[field];
  if (kind) return Object.fromEntries(catalogs[kind].map((entry) => [String(entry.id), entry.name]));
  if (EMPLOYEE_FIELDS.has(field)) {
    return Object.fromEntries(Array.from(employees ?? [], ([id, name]) => [String(id), name]));
  }
  return undefined;
}
