import type { BulkColumns } from '@/features/quickFind';
import type { BulkField, PlanLead } from './bulkTypes';

const orNull = (value: number | undefined): number | null =>
  value === undefined || Number.isNaN(value) ? null : value;

/** The index's columns (NaN where a lead has nothing) as the plan's leads, for one field. */
export function toPlanLeads(columns: BulkColumns, field: BulkField): PlanLead[] {
  const values = columns.values[field];
  const leads: PlanLead[] = [];
  for (let index = 0; index < columns.ids.length; index += 1) {
    leads.push({
      id: columns.ids[index] ?? 0,
      value: orNull(values[index]),
      dtCreate: orNull(columns.dtCreate[index]),
      dtUpdate: orNull(columns.dtUpdate[index]),
    });
  }
  return leads;
}
