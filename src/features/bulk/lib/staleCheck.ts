import type { Lead } from '@/api/schemas/lead';
import type { BulkField, BulkItem } from './bulkTypes';

export type LeadValues = Pick<Lead, BulkField | 'dtUpdate'>;

/** Whether someone changed the lead since the plan (its dtUpdate moved): then it is not overwritten. */
export function changedSincePlan(item: Pick<BulkItem, 'dtUpdate'>, current: Pick<Lead, 'dtUpdate'>): boolean {
  return current.dtUpdate !== item.dtUpdate;
}

/** After a request with no answer: did our PUT take effect? (The value is ours and dtUpdate moved.) */
export function tookEffect(
  item: Pick<BulkItem, 'dtUpdate' | 'field' | 'value'>,
  current: LeadValues,
): boolean {
  return current[item.field] === item.value && current.dtUpdate !== item.dtUpdate;
}
