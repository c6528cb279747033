// One table of the writable lead fields drives the SQL, the validation rules and the JSON, so a field
// added here cannot be forgotten in one of them.
export const leadIntegerFields = [
  'userIdOwner',
  'sourceId',
  'remoteId',
  'locationUnitId',
  'locationCityId',
  'funnelStageId',
  'cost',
] as const;

export const leadLabelFields = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
  'utmReferrer',
  'openstatService',
  'openstatCampaign',
  'openstatAd',
  'openstatSource',
  'from',
  'yclid',
  'ymclid',
  'ymClientId',
  'gclid',
  'yqrid',
  'fbclid',
  'trackerId',
  'referrer',
  'ip',
] as const;

export type LeadIntegerField = (typeof leadIntegerFields)[number];
export type LeadLabelField = (typeof leadLabelFields)[number];
export type LeadWritableField = 'name' | 'phone' | 'email' | LeadIntegerField | LeadLabelField;

// Request order of spec 4.5; validation reports errors in this order, as Laravel does with its rule array.
export const leadWritableFields: readonly LeadWritableField[] = [
  'name',
  'phone',
  'email',
  ...leadIntegerFields,
  ...leadLabelFields,
];

export type LeadValues = {
  [K in LeadWritableField]: K extends LeadIntegerField ? number | null : string | null;
};

export interface LeadRecord extends LeadValues {
  id: number;
  firstId: number | null;
  clientId: number | null;
  contractId: number | null;
  userIdCreate: number | null;
  userIdUpdate: number | null;
  dtCreate: number;
  dtUpdate: number;
  otherCount: number;
}

export type LeadInsert = Omit<LeadRecord, 'id' | 'firstId' | 'otherCount'>;

const camelToSnake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

// `from` is an SQL keyword; a distinct column name avoids quoting it everywhere.
export function leadColumn(field: keyof LeadInsert): string {
  return field === 'from' ? 'from_label' : camelToSnake(field);
}

export const leadInsertFields: readonly (keyof LeadInsert)[] = [
  'clientId',
  'contractId',
  'userIdCreate',
  'userIdUpdate',
  'dtCreate',
  'dtUpdate',
  ...leadWritableFields,
];
