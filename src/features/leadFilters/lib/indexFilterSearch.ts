import type { LeadFilter, LeadSort } from '@/features/quickFind';

/**
 * The list's whole-range filters and sort as the URL carries them. Any of them set means the list reads the
 * local index (the CRM filters by creation date only and cannot sort). Bad values are dropped one by one.
 */
export interface IndexFilterSearch {
  q?: string;
  source?: number[];
  stage?: number[];
  owner?: number[];
  city?: number[];
  office?: number[];
  hasEmail?: boolean;
  hasPhone?: boolean;
  duplicates?: boolean;
  costFrom?: number;
  costTo?: number;
  sort?: { field: string; desc: boolean };
}

export const ID_LIST_KEYS = ['source', 'stage', 'owner', 'city', 'office'] as const;
type IdListKey = (typeof ID_LIST_KEYS)[number];

/** The URL parameters these filters own (written by writeIndexFilters). */
export const INDEX_FILTER_PARAMS: readonly string[] = [
  'q',
  ...ID_LIST_KEYS,
  'email',
  'phone',
  'dup',
  'costFrom',
  'costTo',
  'sort',
  'dir',
];

// Plain checks, no schema library: this runs in the list's first load, where every byte is budgeted.
const ID_LIST = /^\d{1,15}(,\d{1,15})*$/;
const MONEY = /^-?\d{1,15}(\.\d{1,2})?$/;
const SORT_FIELD = /^[A-Za-z]{1,30}$/;

function idList(value: string | null): number[] | undefined {
  if (value === null) return undefined;
  const ids = value.split(',').filter((part) => ID_LIST.test(part));
  return ids.length > 0 ? ids.map(Number) : undefined;
}

function money(value: string | null): number | undefined {
  return value !== null && MONEY.test(value) ? Number(value) : undefined;
}

function yesNo(value: string | null): boolean | undefined {
  return value === 'yes' ? true : value === 'no' ? false : undefined;
}

export function parseIndexFilters(params: URLSearchParams): IndexFilterSearch {
  const search: IndexFilterSearch = {};
  const q = params.get('q')?.trim().slice(0, 200);
  if (q) search.q = q;
  for (const key of ID_LIST_KEYS) {
    const ids = idList(params.get(key));
    if (ids) search[key] = ids;
  }
  const email = yesNo(params.get('email'));
  if (email !== undefined) search.hasEmail = email;
  const phone = yesNo(params.get('phone'));
  if (phone !== undefined) search.hasPhone = phone;
  if (params.get('dup') === '1') search.duplicates = true;
  const costFrom = money(params.get('costFrom'));
  if (costFrom !== undefined) search.costFrom = costFrom;
  const costTo = money(params.get('costTo'));
  if (costTo !== undefined) search.costTo = costTo;
  const sort = params.get('sort');
  if (sort !== null && SORT_FIELD.test(sort))
    search.sort = { field: sort, desc: params.get('dir') === 'desc' };
  return search;
}

export function writeIndexFilters(params: URLSearchParams, search: IndexFilterSearch): void {
  if (search.q) params.set('q', search.q);
  for (const key of ID_LIST_KEYS) {
    const ids = search[key];
    if (ids && ids.length > 0) params.set(key, ids.join(','));
  }
  if (search.hasEmail !== undefined) params.set('email', search.hasEmail ? 'yes' : 'no');
  if (search.hasPhone !== undefined) params.set('phone', search.hasPhone ? 'yes' : 'no');
  if (search.duplicates) params.set('dup', '1');
  if (search.costFrom !== undefined) params.set('costFrom', String(search.costFrom));
  if (search.costTo !== undefined) params.set('costTo', String(search.costTo));
  if (search.sort) {
    params.set('sort', search.sort.field);
    if (search.sort.desc) params.set('dir', 'desc');
  }
}

/** The filters and sort alone, as text: what a filter form follows when Back or Forward changes them. */
export function indexFiltersKey(search: IndexFilterSearch): string {
  const params = new URLSearchParams();
  writeIndexFilters(params, search);
  return params.toString();
}

/** Anything beyond the date range: the CRM cannot answer it, the local index can. */
export function needsIndex(search: IndexFilterSearch): boolean {
  return (
    Boolean(search.q) ||
    ID_LIST_KEYS.some((key) => (search[key]?.length ?? 0) > 0) ||
    search.hasEmail !== undefined ||
    search.hasPhone !== undefined ||
    Boolean(search.duplicates) ||
    search.costFrom !== undefined ||
    search.costTo !== undefined ||
    search.sort !== undefined
  );
}

/** How many filters are set (the sort is not one), for the "Filters (3)" button. */
export function activeFilterCount(search: IndexFilterSearch): number {
  const filters: boolean[] = [
    Boolean(search.q),
    ...ID_LIST_KEYS.map((key: IdListKey) => (search[key]?.length ?? 0) > 0),
    search.hasEmail !== undefined,
    search.hasPhone !== undefined,
    Boolean(search.duplicates),
    search.costFrom !== undefined || search.costTo !== undefined,
  ];
  return filters.filter(Boolean).length;
}

export function toLeadFilter(
  search: IndexFilterSearch,
  bounds: { createdFrom?: number; createdTo?: number },
): LeadFilter {
  return {
    ...bounds,
    text: search.q,
    sourceIds: search.source,
    stageIds: search.stage,
    ownerIds: search.owner,
    cityIds: search.city,
    officeIds: search.office,
    hasEmail: search.hasEmail,
    hasPhone: search.hasPhone,
    duplicatesOnly: search.duplicates,
    costFrom: search.costFrom,
    costTo: search.costTo,
  };
}

export function toLeadSort(
  search: IndexFilterSearch,
  labels?: Readonly<Record<string, string>>,
): LeadSort | null {
  if (!search.sort) return null;
  return labels ? { ...search.sort, labels } : { ...search.sort };
}

const INDEX_KEYS: ReadonlyArray<keyof IndexFilterSearch> = [
  'q',
  ...ID_LIST_KEYS,
  'hasEmail',
  'hasPhone',
  'duplicates',
  'costFrom',
  'costTo',
  'sort',
];

/** The same view without any index filter or sort: the list goes back to reading the CRM. */
export function withoutIndexFilters<T extends IndexFilterSearch>(search: T): T {
  const copy = { ...search };
  for (const key of INDEX_KEYS) delete copy[key];
  return copy;
}
