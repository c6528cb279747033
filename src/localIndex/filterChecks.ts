import { type CampaignFields, campaignKey, utmKey } from './campaigns';
import type { LeadRecord } from './leadRecord';
import { parseTextQuery, textMatcher } from './textMatch';

/** The whole-range filter of the lead list; every part is optional and the parts combine with AND. */
export interface LeadFilter {
  createdFrom?: number;
  createdTo?: number;
  sourceIds?: readonly number[];
  /** Stages by id; null among them picks the leads in no stage (the inbox's "first stage or none"). */
  stageIds?: readonly (number | null)[];
  ownerIds?: readonly number[];
  cityIds?: readonly number[];
  officeIds?: readonly number[];
  hasEmail?: boolean;
  hasPhone?: boolean;
  duplicatesOnly?: boolean;
  costFrom?: number;
  costTo?: number;
  /** UTM values match whole, ignoring case and the spaces around them (see sameUtm). */
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** One campaign of the dashboard, by its key (campaigns.ts). */
  campaign?: string;
  text?: string;
}

type Check = (record: LeadRecord) => boolean;
type Compile<K extends keyof LeadFilter> = (value: NonNullable<LeadFilter[K]>) => Check | null;
type FilterKey = keyof LeadFilter;
type CheckTable = { [K in FilterKey]: Compile<K> };

type IdField = 'sourceId' | 'funnelStageId' | 'userIdOwner' | 'locationCityId' | 'locationUnitId';
type UtmField = 'utmSource' | 'utmMedium' | 'utmCampaign';

/** The record's id is one of `ids`; a null among them takes the records with none. */
const idIn = (ids: readonly (number | null)[], field: IdField): Check | null => {
  if (ids.length === 0) return null;
  const wanted = new Set(ids);
  return (record) => wanted.has(record.field(field));
};

const sameUtm = (wanted: string, field: UtmField): Check => {
  const key = utmKey(wanted);
  return (record) => utmKey(record.field(field)) === key;
};

/** What a lead's campaign is worked out from (campaigns.ts), read off the record. */
function campaignFieldsOf(record: LeadRecord): CampaignFields {
  return {
    utmSource: record.field('utmSource'),
    utmMedium: record.field('utmMedium'),
    utmCampaign: record.field('utmCampaign'),
    yclid: record.field('yclid'),
    gclid: record.field('gclid'),
    fbclid: record.field('fbclid'),
    ymclid: record.field('ymclid'),
  };
}

/**
 * Every part of LeadFilter with its check, built once per query so the loop over a hundred thousand records does no
 * parsing. The type asks for an entry per part: a new filter that has no check here does not compile. Cheap checks
 * come first; the text, the dearest, last.
 */
const CHECKS: CheckTable = {
  createdFrom: (from) => (record) => record.dtCreate >= from,
  createdTo: (to) => (record) => record.dtCreate <= to,
  sourceIds: (ids) => idIn(ids, 'sourceId'),
  stageIds: (ids) => idIn(ids, 'funnelStageId'),
  ownerIds: (ids) => idIn(ids, 'userIdOwner'),
  cityIds: (ids) => idIn(ids, 'locationCityId'),
  officeIds: (ids) => idIn(ids, 'locationUnitId'),
  hasEmail: (wanted) => (record) => record.hasText('email') === wanted,
  hasPhone: (wanted) => (record) => record.hasText('phone') === wanted,
  duplicatesOnly: (only) => (only ? (record) => record.field('otherCount') > 0 : null),
  costFrom: (from) => (record) => {
    const cost = record.field('cost');
    return cost !== null && cost >= from;
  },
  costTo: (to) => (record) => {
    const cost = record.field('cost');
    return cost !== null && cost <= to;
  },
  utmSource: (value) => sameUtm(value, 'utmSource'),
  utmMedium: (value) => sameUtm(value, 'utmMedium'),
  utmCampaign: (value) => sameUtm(value, 'utmCampaign'),
  campaign: (key) => (record) => campaignKey(campaignFieldsOf(record)) === key,
  text: (text) => {
    const query = parseTextQuery(text);
    return query ? textMatcher(query) : null;
  },
};

function compileOne<K extends keyof LeadFilter>(key: K, filter: LeadFilter): Check | null {
  const value = filter[key];
  const compile: Compile<K> = CHECKS[key];
  return value === undefined || value === null ? null : compile(value);
}

/** The predicate of a filter that sets nothing: a caller that sees it need not read the leads at all. */
export const acceptsEveryLead = (_record: LeadRecord): boolean => true;

/** One predicate for the whole filter: the checks of the parts that are set, in CHECKS' order. */
export function compileFilter(filter: LeadFilter): (record: LeadRecord) => boolean {
  const checks: Check[] = [];
  for (const key of Object.keys(CHECKS) as Array<keyof LeadFilter>) {
    const check = compileOne(key, filter);
    if (check) checks.push(check);
  }
  if (checks.length === 0) return acceptsEveryLead;
  return (record) => {
    for (const check of checks) if (!check(record)) return false;
    return true;
  };
}
