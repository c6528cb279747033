import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { formatPhone, phoneToWire } from '@/shared/lib/phones';
import {
  EMPTY_LEAD_FORM,
  LEAD_FORM_FIELDS,
  LEAD_INTEGER_FIELDS,
  type LeadFormField,
  type LeadFormValues,
} from './leadFormFields';

/** What the form shows for a lead: every value as text, empty for null. */
export function leadToFormValues(lead: Lead): LeadFormValues {
  const values: LeadFormValues = { ...EMPTY_LEAD_FORM };
  for (const field of LEAD_FORM_FIELDS) {
    const value = lead[field];
    if (value === null || value === undefined) continue;
    values[field] = field === 'phone' ? formatPhone(String(value)) : String(value);
  }
  return values;
}

/** One field as the API takes it: trimmed, null when empty, integers as numbers, the phone as '+' and digits. */
function wireValue(field: LeadFormField, text: string): string | number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (field === 'phone') return phoneToWire(trimmed);
  if (LEAD_INTEGER_FIELDS.has(field)) return Number(trimmed);
  return trimmed;
}

/**
 * The request body for the given fields of validated values. Create passes every filled field; edit passes only
 * the changed ones, where an emptied field goes as null to clear it.
 */
export function toLeadWrite(values: LeadFormValues, fields: readonly LeadFormField[]): LeadWrite {
  const body: Record<string, string | number | null> = {};
  for (const field of fields) body[field] = wireValue(field, values[field]);
  return body as LeadWrite;
}

/** The filled fields, for create: empty ones are left out rather than sent as null. */
export function filledFields(values: LeadFormValues): LeadFormField[] {
  return LEAD_FORM_FIELDS.filter((field) => values[field].trim() !== '');
}

/**
 * The fields whose value differs from the version the form is based on, in form order. Compared here rather
 * than read from react-hook-form's dirtyFields, which is only kept up to date while a render subscribes to it.
 */
export function changedFields(values: LeadFormValues, base: LeadFormValues): LeadFormField[] {
  return LEAD_FORM_FIELDS.filter((field) => values[field] !== base[field]);
}

/** Fields whose shown value differs between two versions of a lead (to tell the user what someone else changed). */
export function differingFields(before: Lead, after: Lead): LeadFormField[] {
  const a = leadToFormValues(before);
  const b = leadToFormValues(after);
  return LEAD_FORM_FIELDS.filter((field) => a[field] !== b[field]);
}
