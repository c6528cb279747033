import type { Lead } from '@/api/schemas/lead';
import { campaignKey, utmKey } from './campaigns';
import type { LeadRecord } from './leadRecord';
import { parseTextQuery, textMatcher } from './textMatch';

/** The whole-range filter of the lead list; every part is optional and the parts combine with AND. */
export interface LeadFilter {
  createdFrom?: number;
  createdTo?: number;
  sourceIds?: readonly number[];
  stageIds?: readonly number[];
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

const idIn = (ids: readonly number[], pick: (lead: Lead) => number | null): Check | null => {
  if (ids.length === 0) return null;
  const wanted = new Set(ids);
  return ({ lead }) => {
    const id = pick(lead);
    return id !== null && wanted.has(id);
  };
};

const sameUtm = (wanted: string, pick: (lead: Lead) => string | null): Check => {
  const key = utmKey(wanted);
  return ({ lead }) => utmKey(pick(lead)) === key;
};

/**
 * Every part of LeadFilter with its check, built once per query so the loop over a hundred thousand records does no
 * parsing. The type asks for an entry per part: a new filter that has no check here does not compile. Cheap checks
 * come first; the text, the dearest, last.
 */
const CHECKS: CheckTable = {
  createdFrom:
    (from) =>
    ({ lead }) =>
      lead.dtCreate >= from,
  createdTo:
    (to) =>
    ({ lead }) =>
      lead.dtCreate <= to,
  sourceIds: (ids) => idIn(ids, (lead) => lead.sourceId),
  stageIds: (ids) => idIn(ids, (lead) => lead.funnelStageId),
  ownerIds: (ids) => idIn(ids, (lead) => lead.userIdOwner),
  cityIds: (ids) => idIn(ids, (lead) => lead.locationCityId),
  officeIds: (ids) => idIn(ids, (lead) => lead.locationUnitId),
  hasEmail:
    (wanted) =>
    ({ lead }) =>
      (lead.email !== null && lead.email.trim() !== '') === wanted,
  hasPhone:
    (wanted) =>
    ({ lead }) =>
      (lead.phone !== null) === wanted,
  duplicatesOnly: (only) => (only ? ({ lead }) => lead.otherCount > 0 : null),
  costFrom:
    (from) =>
    ({ lead }) =>
      lead.cost !== null && lead.cost >= from,
  costTo:
    (to) =>
    ({ lead }) =>
      lead.cost !== null && lead.cost <= to,
  utmSource: (value) => sameUtm(value, (lead) => lead.utmSource),
  utmMedium: (value) => sameUtm(value, (lead) => lead.utmMedium),
  utmCampaign: (value) => sameUtm(value, (lead) => lead.utmCampaign),
  campaign:
    (key) =>
    ({ lead }) =>
      campaignKey(lead) === key,
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

/** One predicate for the whole filter: the checks of the parts that are set, in CHECKS' order. */
export function compileFilter(filter: LeadFilter): (record: LeadRecord) => boolean {
  const checks: Check[] = [];
  for (const key of Object.keys(CHECKS) as Array<keyof LeadFilter>) {
    const check = compileOne(key, filter);
    if (check) checks.push(check);
  }
  return (record) => {
    for (const check of checks) if (!check(record)) return false;
    return true;
  };
}
