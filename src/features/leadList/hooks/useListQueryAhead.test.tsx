import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ListSearch, parseListSearch } from '@/features/leadFilters';
import type { IndexQuery } from '@/features/quickFind';
import { I18nProvider } from '@/shared/i18n/I18nProvider';
import { useListQueryAhead } from './useListQueryAhead';

const asked: IndexQuery[] = [];
vi.mock('@/localIndex/connection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/localIndex/connection')>()),
  whenIndexReady: async () => ({
    query: async (query: IndexQuery) => {
      asked.push(query);
      return { rows: [], total: 0 };
    },
  }),
}));

/** The page's question for a search, as the page would build it: here the sort and the page are enough. */
const queryOf = (search: ListSearch): IndexQuery | null =>
  search.sort
    ? {
        filter: {},
        sort: { field: search.sort.field, desc: search.sort.desc },
        offset: (search.page - 1) * search.perPage,
        limit: search.perPage,
        locale: 'en',
      }
    : null;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <I18nProvider locale="en">
        <MemoryRouter initialEntries={['/leads']}>{children}</MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
}

afterEach(() => {
  asked.length = 0;
  window.history.replaceState({}, '', '/');
});

describe('the list asks for a view as its address changes', () => {
  it('asks the local copy for the view Back or Forward brings, not for another screen or a CRM page', async () => {
    renderHook(() => useListQueryAhead(queryOf), { wrapper });
    window.history.pushState({}, '', '/leads?sort=name&dir=desc&page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ sort: { field: 'name', desc: true }, offset: 25 });

    // Another screen's address, and a view the CRM answers (no sort here): nothing asked.
    window.history.pushState({}, '', '/board?sort=name');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.history.pushState({}, '', '/leads?page=3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(1);
  });

  it('asks for a search the page is about to show', async () => {
    const { result } = renderHook(() => useListQueryAhead(queryOf), { wrapper });
    result.current({
      ...parseListSearch(new URLSearchParams(), 'UTC'),
      sort: { field: 'cost', desc: false },
    });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ sort: { field: 'cost', desc: false }, offset: 0 });
  });
});
