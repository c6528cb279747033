import { z } from 'zod/mini';
import {
  PRESET_IDS,
  type PresetId,
  parseIsoDateParam,
  presetRange,
  rangeToUnixBounds,
} from '@/shared/lib/dates';
import {
  INDEX_FILTER_PARAMS,
  type IndexFilterSearch,
  parseIndexFilters,
  writeIndexFilters,
} from './indexFilterSearch';

export const PAGE_SIZES = [15, 25, 50, 100, 250, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's view as the URL carries it. Every field falls back to its default on a bad value, so a hand-edited
 * or stale link opens a sensible view instead of an error.
 */
const listSearchSchema = z.object({
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)), 1),
  perPage: z.catch(
    z.coerce.number().check(z.refine((n) => (PAGE_SIZES as readonly number[]).includes(n))),
    DEFAULT_PAGE_SIZE,
  ),
  preset: z.catch(z.optional(z.enum(PRESET_IDS as [PresetId, ...PresetId[]])), undefined),
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` in the user's zone; a date-only `to` covers its whole day. */
  from: z.catch(z.optional(z.string()), undefined),
  to: z.catch(z.optional(z.string()), undefined),
});

export type ListSearch = {
  page: number;
  perPage: PageSize;
  preset?: PresetId;
  from?: string;
  to?: string;
} & IndexFilterSearch;

export function parseListSearch(params: URLSearchParams, timeZone: string): ListSearch {
  const raw = Object.fromEntries(
    ['page', 'perPage', 'preset', 'from', 'to'].map((key) => [key, params.get(key) ?? undefined]),
  );
  const parsed = listSearchSchema.parse(raw);
  const search: ListSearch = {
    page: parsed.page,
    perPage: parsed.perPage as PageSize,
    ...parseIndexFilters(params),
  };
  if (parsed.preset) {
    search.preset = parsed.preset;
    return search;
  }
  // Dates that do not parse are dropped one by one: a good `from` survives a garbled `to`.
  if (parsed.from && parseIsoDateParam(parsed.from, timeZone)) search.from = parsed.from;
  if (parsed.to && parseIsoDateParam(parsed.to, timeZone)) search.to = parsed.to;
  return search;
}

export function listSearchToParams(search: ListSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.perPage !== DEFAULT_PAGE_SIZE) params.set('perPage', String(search.perPage));
  if (search.preset) params.set('preset', search.preset);
  else {
    if (search.from) params.set('from', search.from);
    if (search.to) params.set('to', search.to);
  }
  writeIndexFilters(params, search);
  return params;
}

const OWN_PARAMS: ReadonlySet<string> = new Set([
  'page',
  'perPage',
  'preset',
  'from',
  'to',
  ...INDEX_FILTER_PARAMS,
]);

/**
 * The address for what the screen shows: the view's own parameters as parsed (a bad value becomes the default the
 * screen uses), anything else in the address kept as it was.
 */
export function canonicalListParams(current: URLSearchParams, search: ListSearch): URLSearchParams {
  const params = listSearchToParams(search);
  for (const [key, value] of current) if (!OWN_PARAMS.has(key)) params.append(key, value);
  return params;
}

export function hasDateFilter(search: ListSearch): boolean {
  return Boolean(search.preset || search.from || search.to);
}

export interface CreatedBounds {
  createdFrom?: number;
  createdTo?: number;
}

/** The inclusive unix-second bounds to send as `dtCreate[0]`/`dtCreate[1]`. */
export function searchToBounds(search: ListSearch, timeZone: string, now: Date = new Date()): CreatedBounds {
  if (search.preset) {
    const { from, to } = presetRange(search.preset, now, timeZone);
    return boundsOf(rangeToUnixBounds({ from, to }, timeZone));
  }
  const from = search.from ? parseIsoDateParam(search.from, timeZone) : null;
  const to = search.to ? parseIsoDateParam(search.to, timeZone) : null;
  const toIncludesWholeDay = search.to !== undefined && ISO_DAY.test(search.to);
  const bounds = rangeToUnixBounds({ from, to, toIncludesWholeDay }, timeZone);
  // A `to` with a time means that minute included, up to its last second.
  if (bounds.to !== undefined && !toIncludesWholeDay) bounds.to += 59;
  return boundsOf(bounds);
}

/** The bounds as the list shows them on `today` (`YYYY-MM-DD` in the zone): presets count from that day. */
export function searchToBoundsOn(search: ListSearch, timeZone: string, today: string): CreatedBounds {
  return searchToBounds(search, timeZone, parseIsoDateParam(today, timeZone) ?? new Date());
}

function boundsOf(bounds: { from?: number; to?: number }): CreatedBounds {
  const result: CreatedBounds = {};
  if (bounds.from !== undefined) result.createdFrom = bounds.from;
  if (bounds.to !== undefined) result.createdTo = bounds.to;
  return result;
}
