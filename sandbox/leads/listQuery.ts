import type { LeadFilter } from '../db/leadStore.ts';
import type { QueryMap } from '../http/query.ts';
import { array, integer, maxValue, minValue } from '../validation/rules.ts';
import { validate } from '../validation/validator.ts';
import { cleanInput, toInteger, valueAt } from '../validation/values.ts';

export interface LeadListQuery {
  page: number;
  perPage: number;
  filter: LeadFilter;
  /** The query as links should repeat it: empty parameters dropped, as Laravel's middleware does. */
  linkQuery: QueryMap;
}

const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 500;

function withoutEmpty(value: unknown): QueryMap {
  const result: QueryMap = {};
  if (typeof value !== 'object' || value === null) return result;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') result[key] = item;
    else if (typeof item === 'object' && item !== null) result[key] = withoutEmpty(item);
  }
  return result;
}

export function parseLeadListQuery(query: QueryMap): LeadListQuery {
  const input = cleanInput(query) as Record<string, unknown>;
  validate(input, {
    per_page: [integer(), minValue(1), maxValue(MAX_PER_PAGE)],
    dtCreate: [array()],
    'dtCreate.0': [integer()],
    'dtCreate.1': [integer()],
  });
  // Laravel's paginator falls back to page 1 for anything that is not a positive integer.
  const page = toInteger(input.page);
  const bound = (index: string): number | null => toInteger(valueAt(input, `dtCreate.${index}`));
  return {
    page: page !== null && page >= 1 ? page : 1,
    perPage: toInteger(input.per_page) ?? DEFAULT_PER_PAGE,
    filter: { createdFrom: bound('0'), createdTo: bound('1') },
    linkQuery: withoutEmpty(input),
  };
}
