import { ATTRIBUTION_FIELDS, type AttributionField } from '@/api/schemas/lead';
import type { ServerFieldMap } from '@/shared/forms/applyServerErrors';

/** Ids chosen from a list (or typed when the account's list is empty). */
export const LEAD_ID_FIELDS = [
  'userIdOwner',
  'sourceId',
  'funnelStageId',
  'locationUnitId',
  'locationCityId',
] as const;

/**
 * Every field of the form, in the order the form shows them (which is also the error summary's order).
 * Names are the API's own, so a 422's keys land on the inputs one to one.
 */
export const LEAD_FORM_FIELDS = [
  'name',
  'phone',
  'email',
  ...LEAD_ID_FIELDS,
  'cost',
  'remoteId',
  ...ATTRIBUTION_FIELDS,
] as const;

export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];
export type LeadIdField = (typeof LEAD_ID_FIELDS)[number];

/** Inputs hold text; conversion to the API's integers happens once, when the payload is built. */
export type LeadFormValues = Record<LeadFormField, string>;

/** Integer fields: ids, remote id and cost. */
export const LEAD_INTEGER_FIELDS: ReadonlySet<LeadFormField> = new Set<LeadFormField>([
  ...LEAD_ID_FIELDS,
  'remoteId',
  'cost',
]);

export function isAttributionField(field: string): field is AttributionField {
  return (ATTRIBUTION_FIELDS as readonly string[]).includes(field);
}

/** The input's id, for labels, error-summary links and focus. */
export function leadInputId(field: string): string {
  return `lead-${field}`;
}

/**
 * API field name → form field. The form shows every field the API writes, under the same name; anything else
 * the server complains about (e.g. `clientId`) goes to the error summary. Dotted and bracketed keys
 * (`phone.0`, `phone[0]`) resolve to their head through applyServerErrors.
 */
export const LEAD_SERVER_FIELDS: ServerFieldMap<LeadFormValues> = Object.fromEntries(
  LEAD_FORM_FIELDS.map((field) => [field, field]),
);

export const EMPTY_LEAD_FORM: LeadFormValues = Object.fromEntries(
  LEAD_FORM_FIELDS.map((field) => [field, '']),
) as LeadFormValues;
