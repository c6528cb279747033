import type { Lead } from '../api/schemas/lead';

/** The fields a bulk change can set, as the API spells them. */
export const BULK_FIELDS = [
  'userIdOwner',
  'funnelStageId',
  'sourceId',
  'locationCityId',
  'locationUnitId',
  'cost',
] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

/**
 * Leads for a bulk change, one typed array per field (NaN where the lead has none): fifty thousand leads cross
 * from the worker as a few blocks of memory, not as fifty thousand objects for the page to rebuild.
 */
export interface BulkColumns {
  ids: Float64Array;
  /** When each lead was created: a bulk change sends in creation order and checks freshness a window at a time. */
  dtCreate: Float64Array;
  dtUpdate: Float64Array;
  values: Record<BulkField, Float64Array>;
}

function column(leads: readonly Lead[], read: (lead: Lead) => number | null): Float64Array {
  const out = new Float64Array(leads.length);
  for (let index = 0; index < leads.length; index += 1) {
    const lead = leads[index];
    const value = lead ? read(lead) : null;
    out[index] = value ?? Number.NaN;
  }
  return out;
}

export function toBulkColumns(leads: readonly Lead[]): BulkColumns {
  const values = {} as Record<BulkField, Float64Array>;
  for (const field of BULK_FIELDS) values[field] = column(leads, (lead) => lead[field]);
  return {
    ids: column(leads, (lead) => lead.id),
    dtCreate: column(leads, (lead) => lead.dtCreate),
    dtUpdate: column(leads, (lead) => lead.dtUpdate),
    values,
  };
}

/** Leads per owner among those given (the "open leads" that "Distribute among…" evens out). */
export function countByOwner(
  leads: Iterable<Pick<Lead, 'userIdOwner'>>,
  ownerIds: readonly number[],
): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const owner of ownerIds) counts[owner] = 0;
  for (const lead of leads) {
    const owner = lead.userIdOwner;
    if (owner !== null && owner in counts) counts[owner] = (counts[owner] ?? 0) + 1;
  }
  return counts;
}
