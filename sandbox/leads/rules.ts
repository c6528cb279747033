import {
  type LeadValues,
  type LeadWritableField,
  leadIntegerFields,
  leadLabelFields,
  leadWritableFields,
} from '../db/leadColumns.ts';
import { normalizePhone } from '../phone.ts';
import type { References } from '../references.ts';
import {
  email,
  exists,
  integer,
  maxLength,
  minValue,
  phone,
  type Rule,
  required,
  requiredWithout,
  string,
} from '../validation/rules.ts';
import type { RuleSet } from '../validation/validator.ts';
import { toInteger } from '../validation/values.ts';

const text = (): Rule[] => [string(), maxLength(255)];

// Spec 4.5 in its order. PUT validates the lead as it would be after the change with the same set, so
// "phone or e-mail" and "source required" hold for the merged record.
export function leadRules(refs: References): RuleSet {
  const rules: RuleSet = {
    name: text(),
    phone: [requiredWithout('email'), phone(), maxLength(255)],
    email: [requiredWithout('phone'), string(), email(), maxLength(255)],
    userIdOwner: [integer(), exists(refs.employee)],
    sourceId: [required(), integer(), exists(refs.source)],
    remoteId: [integer()],
    locationUnitId: [integer(), exists(refs.office)],
    locationCityId: [integer(), exists(refs.city)],
    funnelStageId: [integer(), exists(refs.funnelStage)],
    cost: [integer(), minValue(0)],
  };
  for (const field of leadLabelFields) rules[field] = text();
  return rules;
}

const integerFields: ReadonlySet<string> = new Set(leadIntegerFields);

/** Stored form of one validated field: integers from numeric strings, phones as digits. */
export function storedLeadValue(field: LeadWritableField, value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (field === 'phone') return normalizePhone(value);
  if (integerFields.has(field)) return toInteger(value);
  return typeof value === 'string' ? value : null;
}

export function leadValuesFrom(
  input: Record<string, unknown>,
  fields: readonly LeadWritableField[],
): Partial<LeadValues> {
  const values: Record<string, number | string | null> = {};
  for (const field of fields) values[field] = storedLeadValue(field, input[field]);
  return values as Partial<LeadValues>;
}

/** Every writable field, absent ones as null: the create request. */
export function completeLeadValues(input: Record<string, unknown>): LeadValues {
  // Sound because leadValuesFrom fills every field it is given, and it is given all of them.
  return leadValuesFrom(input, leadWritableFields) as LeadValues;
}
