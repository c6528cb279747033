import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '@/api/http';
import { setupMswServer } from '../../../../tests/support/msw';
import { TEST_API, testConfig } from '../../../../tests/support/renderWithProviders';
import { fetchAllLeads, TooManyLeadsError } from './fetchAllLeads';

const server = setupMswServer();
const lead = (id: number) => ({
  id,
  name: `Lead ${id}`,
  phone: 79160000000 + id,
  dtCreate: 1_763_000_000 - id,
});

function answerPages(pages: number[][], total: number, seen: URLSearchParams[]) {
  server.use(
    http.get(`${TEST_API}/lead`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const page = Number(query.get('page'));
      return HttpResponse.json({
        data: (pages[page - 1] ?? []).map(lead),
        meta: { current_page: page, from: 1, last_page: pages.length, per_page: 500, to: 1, total },
      });
    }),
  );
}

beforeEach(() => {
  configureHttp({
    baseUrl: testConfig().apiBaseUrl,
    auth: null,
    fetch: (...args) => globalThis.fetch(...args),
  });
});

describe('fetchAllLeads', () => {
  it('walks every page at 500, with the range frozen at now, and keeps each lead once', async () => {
    const seen: URLSearchParams[] = [];
    // A lead created during the walk shifts page 2 by one: lead 3 comes back twice.
    answerPages(
      [
        [1, 2, 3],
        [3, 4],
      ],
      4,
      seen,
    );
    const before = Math.floor(Date.now() / 1000);
    const leads = await fetchAllLeads({ createdFrom: 100 }, new AbortController().signal, () => {});
    expect(leads.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
    expect(seen.map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(seen.every((query) => query.get('per_page') === '500' && query.get('dtCreate[0]') === '100')).toBe(
      true,
    );
    const frozenEnd = Number(seen[0]?.get('dtCreate[1]'));
    expect(frozenEnd).toBeGreaterThanOrEqual(before);
    expect(seen[1]?.get('dtCreate[1]')).toBe(String(frozenEnd));
  });

  it('stops after the first page when the range holds more than the caller takes', async () => {
    const seen: URLSearchParams[] = [];
    answerPages([[1], [2], [3]], 12_000, seen);
    const walk = fetchAllLeads({}, new AbortController().signal, () => {}, { maxLeads: 10_000 });
    await expect(walk).rejects.toBeInstanceOf(TooManyLeadsError);
    expect(seen).toHaveLength(1);
  });
});
