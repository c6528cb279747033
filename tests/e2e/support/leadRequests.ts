import type { Request } from 'playwright-core';
import { DEFAULT_PAGE_SIZE } from '../../../src/features/leadFilters/lib/listSearch';
import { PAGE_SIZE as INDEX_PAGE_SIZE } from '../../../src/localIndex/syncPlanner';

/**
 * What a `GET /api/lead` asked for. The local index reads the same endpoint (pages of 500, bounded by its walk),
 * so a test that counts the list's requests tells them apart by what the list asks for, never by when.
 */
export interface LeadPageAsk {
  page: number;
  perPage: number;
  createdFrom: number | null;
  createdTo: number | null;
}

export function leadPageAsk(request: Request): LeadPageAsk | null {
  if (request.method() !== 'GET') return null;
  const url = new URL(request.url());
  if (url.pathname !== '/api/lead') return null;
  const numberOf = (key: string) => {
    const value = url.searchParams.get(key);
    return value === null ? null : Number(value);
  };
  return {
    page: numberOf('page') ?? 1,
    // The CRM's own default when the parameter is left out, which is also the list's.
    perPage: numberOf('per_page') ?? DEFAULT_PAGE_SIZE,
    createdFrom: numberOf('dtCreate[0]'),
    createdTo: numberOf('dtCreate[1]'),
  };
}

/** A request the list made: its page size is one the list offers, never the index's 500. */
export function isListAsk(ask: LeadPageAsk | null, perPage: number): ask is LeadPageAsk {
  if (perPage === INDEX_PAGE_SIZE) throw new Error('the index reads pages of this size too: pick another');
  return ask !== null && ask.perPage === perPage;
}

const DAY = 86_400;
const MOSCOW_OFFSET = 3 * 3600; // The e2e browser runs in Europe/Moscow, which has no DST.

/** Bounds that cover `days` whole Moscow days, whichever days they are (a test may cross midnight). */
export function coversWholeMoscowDays(ask: LeadPageAsk, days: number): boolean {
  if (ask.createdFrom === null || ask.createdTo === null) return false;
  const startsAtMidnight = (ask.createdFrom + MOSCOW_OFFSET) % DAY === 0;
  return startsAtMidnight && ask.createdTo - ask.createdFrom + 1 === days * DAY;
}

/**
 * The index's look for new leads, as the sandbox's side sees it (a shared worker's requests are no page's): a page of
 * 500 from the newest creation time held, with no upper bound (a walk always has one).
 */
export function isNewLeadsLook(method: string | undefined, address: string | undefined): boolean {
  const url = new URL(address ?? '/', 'http://sandbox');
  const params = url.searchParams;
  return (
    method === 'GET' &&
    url.pathname === '/api/lead' &&
    params.get('per_page') === String(INDEX_PAGE_SIZE) &&
    params.has('dtCreate[0]') &&
    !params.has('dtCreate[1]')
  );
}
