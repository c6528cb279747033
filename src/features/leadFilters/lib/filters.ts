import type { CatalogKind } from '@/config/useCatalogs';
import type { LeadFilter } from '@/features/quickFind';
import type { LeadFieldName } from '@/shared/recordForms/lead/fieldMessages';

/**
 * Every whole-range filter of the list, the board and the dashboard, each declared once: its key in the view, its
 * URL form, the index filter it becomes, its control and its label. The URL (parse and write), the panel's draft,
 * the panel, the "Filters (3)" count, "Clear filters" and the choice of the index all read FILTERS, so a new filter
 * is one entry here and its check in src/localIndex/filterChecks.ts (the compiler asks for it).
 *
 * Plain checks, no schema library: this runs in the list's first load, where every byte is budgeted.
 */

export type Presence = 'any' | 'yes' | 'no';
export interface RangeDraft {
  from: string;
  to: string;
}
export type FilterProblem = 'rangeOrder';

/** A label is the field's one name (fieldMessages) or, for what is no field, the panel's own words. */
export type FilterLabel = { field: LeadFieldName } | { own: 'text' | 'duplicates' | 'campaign' };

interface Declaration<N extends string, K extends string, V extends object, D> {
  name: N;
  kind: K;
  label: FilterLabel;
  /** The URL parameters it owns. */
  params: readonly string[];
  /** Its keys in the view. */
  keys: ReadonlyArray<keyof V & string>;
  read(params: URLSearchParams): V;
  write(params: URLSearchParams, values: V): void;
  isSet(values: V): boolean;
  toFilter(values: V): LeadFilter;
  draftOf(values: V): Record<N, D>;
  /** The typed control as the view will hold it, or what is wrong with it. */
  fromDraft(draft: Record<N, D>): V | { problem: FilterProblem };
}

type LeadFilterKeyOf<T> = {
  [K in keyof LeadFilter]-?: NonNullable<LeadFilter[K]> extends T ? K : never;
}[keyof LeadFilter];

const ID_LIST = /^\d{1,15}(,\d{1,15})*$/;
const MONEY = /^-?\d{1,15}(\.\d{1,2})?$/;
const MAX_TEXT = 200;

const one = <N extends string, T>(name: N, value: T | undefined): Partial<Record<N, T>> => {
  const values: Partial<Record<N, T>> = {};
  if (value !== undefined) values[name] = value;
  return values;
};
const toLead = (key: keyof LeadFilter, value: unknown): LeadFilter => ({ [key]: value }) as LeadFilter;
const cleanText = (value: string | null | undefined): string | undefined =>
  value?.trim().slice(0, MAX_TEXT) || undefined;

/** Words over the phone, name and e-mail (`q`). */
function textQuery<N extends string>(name: N, leadKey: LeadFilterKeyOf<string>, label: FilterLabel) {
  type V = Partial<Record<N, string>>;
  return {
    name,
    kind: 'text',
    label,
    params: [name],
    keys: [name],
    read: (params: URLSearchParams): V => one(name, cleanText(params.get(name))),
    write: (params: URLSearchParams, values: V) => {
      const value = values[name];
      if (value) params.set(name, value);
    },
    isSet: (values: V) => Boolean(values[name]),
    toFilter: (values: V) => toLead(leadKey, values[name]),
    draftOf: (values: V) => one(name, values[name] ?? '') as Record<N, string>,
    fromDraft: (draft: Record<N, string>): V => one(name, cleanText(draft[name])),
  } satisfies Declaration<N, 'text', V, string>;
}

/** Ids of a catalog or of employees (`source=1,3`); any of them matches. */
function idList<N extends string>(
  name: N,
  leadKey: LeadFilterKeyOf<readonly (number | null)[]>,
  label: FilterLabel,
  options: CatalogKind | 'employees',
) {
  type V = Partial<Record<N, number[]>>;
  const ids = (value: string | null): number[] | undefined => {
    if (value === null) return undefined;
    const parts = value.split(',').filter((part) => ID_LIST.test(part));
    return parts.length > 0 ? parts.map(Number) : undefined;
  };
  return {
    name,
    kind: 'ids',
    label,
    options,
    params: [name],
    keys: [name],
    read: (params: URLSearchParams): V => one(name, ids(params.get(name))),
    write: (params: URLSearchParams, values: V) => {
      const value = values[name];
      if (value && value.length > 0) params.set(name, value.join(','));
    },
    isSet: (values: V) => (values[name]?.length ?? 0) > 0,
    toFilter: (values: V) => toLead(leadKey, values[name]),
    draftOf: (values: V) => one(name, (values[name] ?? []).map(String)) as Record<N, string[]>,
    fromDraft: (draft: Record<N, string[]>): V => {
      const picked = draft[name].map(Number).filter(Number.isInteger);
      return one(name, picked.length > 0 ? picked : undefined);
    },
  } satisfies Declaration<N, 'ids', V, string[]> & { options: CatalogKind | 'employees' };
}

/** Present or absent (`email=yes`). */
function presence<N extends string>(
  name: N,
  param: string,
  leadKey: LeadFilterKeyOf<boolean>,
  label: FilterLabel,
) {
  type V = Partial<Record<N, boolean>>;
  return {
    name,
    kind: 'presence',
    label,
    params: [param],
    keys: [name],
    read: (params: URLSearchParams): V => {
      const value = params.get(param);
      return one(name, value === 'yes' ? true : value === 'no' ? false : undefined);
    },
    write: (params: URLSearchParams, values: V) => {
      const value = values[name];
      if (value !== undefined) params.set(param, value ? 'yes' : 'no');
    },
    isSet: (values: V) => values[name] !== undefined,
    toFilter: (values: V) => toLead(leadKey, values[name]),
    draftOf: (values: V) => {
      const value = values[name];
      return one(name, value === undefined ? 'any' : value ? 'yes' : 'no') as Record<N, Presence>;
    },
    fromDraft: (draft: Record<N, Presence>): V =>
      one(name, draft[name] === 'any' ? undefined : draft[name] === 'yes'),
  } satisfies Declaration<N, 'presence', V, Presence>;
}

/** On or off (`dup=1`). */
function flag<N extends string>(
  name: N,
  param: string,
  leadKey: LeadFilterKeyOf<boolean>,
  label: FilterLabel,
) {
  type V = Partial<Record<N, boolean>>;
  return {
    name,
    kind: 'flag',
    label,
    params: [param],
    keys: [name],
    read: (params: URLSearchParams): V => one(name, params.get(param) === '1' ? true : undefined),
    write: (params: URLSearchParams, values: V) => {
      if (values[name]) params.set(param, '1');
    },
    isSet: (values: V) => Boolean(values[name]),
    toFilter: (values: V) => toLead(leadKey, values[name]),
    draftOf: (values: V) => one(name, Boolean(values[name])) as Record<N, boolean>,
    fromDraft: (draft: Record<N, boolean>): V => one(name, draft[name] ? true : undefined),
  } satisfies Declaration<N, 'flag', V, boolean>;
}

/** An amount between two bounds, either may be open (`costFrom=100&costTo=500`); one filter in the count. */
function moneyRange<N extends string, From extends string, To extends string>(
  name: N,
  [from, to]: readonly [From, To],
  [leadFrom, leadTo]: readonly [LeadFilterKeyOf<number>, LeadFilterKeyOf<number>],
  label: FilterLabel,
) {
  type V = Partial<Record<From, number>> & Partial<Record<To, number>>;
  const money = (value: string | null) => (value !== null && MONEY.test(value) ? Number(value) : undefined);
  // As typed: spaces as thousands separators, a decimal comma.
  const typed = (text: string): number | undefined => {
    const normal = text.replace(/\s/g, '').replace(',', '.');
    if (normal === '') return undefined;
    const value = Number(normal);
    return Number.isFinite(value) ? value : undefined;
  };
  const both = (low: number | undefined, high: number | undefined): V => ({
    ...one(from, low),
    ...one(to, high),
  });
  return {
    name,
    kind: 'range',
    label,
    params: [from, to],
    keys: [from, to],
    read: (params: URLSearchParams): V => both(money(params.get(from)), money(params.get(to))),
    write: (params: URLSearchParams, values: V) => {
      const low = values[from];
      const high = values[to];
      if (low !== undefined) params.set(from, String(low));
      if (high !== undefined) params.set(to, String(high));
    },
    isSet: (values: V) => values[from] !== undefined || values[to] !== undefined,
    toFilter: (values: V) => ({ ...toLead(leadFrom, values[from]), ...toLead(leadTo, values[to]) }),
    draftOf: (values: V) => {
      const low = values[from];
      const high = values[to];
      const draft: RangeDraft = {
        from: low === undefined ? '' : String(low),
        to: high === undefined ? '' : String(high),
      };
      return one(name, draft) as Record<N, RangeDraft>;
    },
    fromDraft: (draft: Record<N, RangeDraft>): V | { problem: FilterProblem } => {
      const low = typed(draft[name].from);
      const high = typed(draft[name].to);
      if (low !== undefined && high !== undefined && low > high) return { problem: 'rangeOrder' };
      return both(low, high);
    },
  } satisfies Declaration<N, 'range', V, RangeDraft>;
}

/** A value matched whole, ignoring case and the spaces around it (`utmSource=yandex`). */
function exactText<N extends string>(name: N, leadKey: LeadFilterKeyOf<string>, label: FilterLabel) {
  return { ...textQuery(name, leadKey, label), kind: 'exact' as const };
}

export interface CampaignDraft {
  key: string;
  on: boolean;
}

/**
 * One campaign of the dashboard by its key (`campaign=["yandex","cpc","spring"]`, `~yclid` for a click's channel
 * where the source is empty): it arrives by a link, and the panel can only switch it off.
 */
function campaignKeyFilter<N extends string>(name: N, leadKey: LeadFilterKeyOf<string>, label: FilterLabel) {
  type V = Partial<Record<N, string>>;
  const valid = (value: string | null | undefined): string | undefined =>
    value && value.length <= 3 * (MAX_TEXT + 10) && campaignParts(value) ? value : undefined;
  return {
    name,
    kind: 'campaign',
    label,
    params: [name],
    keys: [name],
    read: (params: URLSearchParams): V => one(name, valid(params.get(name))),
    write: (params: URLSearchParams, values: V) => {
      const value = values[name];
      if (value) params.set(name, value);
    },
    isSet: (values: V) => Boolean(values[name]),
    toFilter: (values: V) => toLead(leadKey, values[name]),
    draftOf: (values: V) => {
      const draft: CampaignDraft = { key: values[name] ?? '', on: Boolean(values[name]) };
      return one(name, draft) as Record<N, CampaignDraft>;
    },
    fromDraft: (draft: Record<N, CampaignDraft>): V =>
      one(name, draft[name].on ? valid(draft[name].key) : undefined),
  } satisfies Declaration<N, 'campaign', V, CampaignDraft>;
}

/** A campaign key's source, medium and campaign; null for what is no key. */
export function campaignParts(key: string): [string, string, string] | null {
  try {
    const parts: unknown = JSON.parse(key);
    if (!Array.isArray(parts) || parts.length !== 3) return null;
    const texts = parts.filter((part): part is string => typeof part === 'string');
    const [source, medium, campaign] = texts;
    return source !== undefined && medium !== undefined && campaign !== undefined
      ? [source, medium, campaign]
      : null;
  } catch {
    return null;
  }
}

export const FILTERS = [
  textQuery('q', 'text', { own: 'text' }),
  idList('source', 'sourceIds', { field: 'sourceId' }, 'sources'),
  idList('stage', 'stageIds', { field: 'funnelStageId' }, 'funnelStages'),
  idList('owner', 'ownerIds', { field: 'userIdOwner' }, 'employees'),
  idList('city', 'cityIds', { field: 'locationCityId' }, 'cities'),
  idList('office', 'officeIds', { field: 'locationUnitId' }, 'offices'),
  exactText('utmSource', 'utmSource', { field: 'utmSource' }),
  exactText('utmMedium', 'utmMedium', { field: 'utmMedium' }),
  exactText('utmCampaign', 'utmCampaign', { field: 'utmCampaign' }),
  presence('hasEmail', 'email', 'hasEmail', { field: 'email' }),
  presence('hasPhone', 'phone', 'hasPhone', { field: 'phone' }),
  moneyRange('cost', ['costFrom', 'costTo'], ['costFrom', 'costTo'], { field: 'cost' }),
  flag('duplicates', 'dup', 'duplicatesOnly', { own: 'duplicates' }),
  campaignKeyFilter('campaign', 'campaign', { own: 'campaign' }),
] as const;

export type AnyFilter = (typeof FILTERS)[number];
export type FilterKind = AnyFilter['kind'];

type UnionToIntersection<U> = (U extends unknown ? (whole: U) => void : never) extends (
  whole: infer I,
) => void
  ? I
  : never;

/** The filters' values as the view holds them (`{ stage: [2], costFrom: 100 }`). */
export type FilterValues = UnionToIntersection<ReturnType<AnyFilter['read']>>;
/** The panel's controls as typed, one entry per filter (`{ stage: ['2'], cost: { from: '100', to: '' } }`). */
export type FilterDraft = UnionToIntersection<ReturnType<AnyFilter['draftOf']>>;

/** The parameters the filters own, in the URL. */
export const FILTER_PARAMS: readonly string[] = FILTERS.flatMap((filter) => filter.params);
/** Their keys in the view. */
export const FILTER_KEYS: readonly string[] = FILTERS.flatMap((filter) => filter.keys);
