import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '@/api/http';
import { employeeQueries } from '@/features/employees';
import { wireLead } from '../../../tests/support/leadFixtures';
import { setupMswServer } from '../../../tests/support/msw';
import { TEST_API } from '../../../tests/support/renderWithProviders';
import { leadMutations, leadQueries } from './queries';

const server = setupMswServer();
beforeAll(() => configureHttp({ baseUrl: TEST_API, auth: null }));

const page = (leads: Record<string, unknown>[]) => ({
  data: leads,
  meta: { current_page: 1, from: 1, last_page: 1, per_page: 15, to: leads.length, total: leads.length },
});

describe('lead queries and mutations', () => {
  it('give every lead write a stable key the MutationCache can be watched by', () => {
    const queryClient = new QueryClient();
    expect(leadMutations.create(queryClient).mutationKey).toEqual(['leads', 'create']);
    expect(leadMutations.update(queryClient).mutationKey).toEqual(['leads', 'update']);
  });

  it('cache the updated lead for its page and mark every list stale', async () => {
    server.use(
      http.put(`${TEST_API}/lead/7`, () => HttpResponse.json({ data: wireLead({ name: 'Renamed' }) })),
      http.get(`${TEST_API}/lead`, () => HttpResponse.json(page([wireLead()]))),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(leadQueries.list({ page: 1, perPage: 15 }));
    const mutation = queryClient.getMutationCache().build(queryClient, leadMutations.update(queryClient));
    await mutation.execute({ id: 7, changes: { name: 'Renamed' } });

    expect(queryClient.getQueryData(leadQueries.detail(7).queryKey)?.name).toBe('Renamed');
    expect(
      queryClient.getQueryState(leadQueries.list({ page: 1, perPage: 15 }).queryKey)?.isInvalidated,
    ).toBe(true);
    const writes = queryClient
      .getMutationCache()
      .findAll({ mutationKey: ['leads', 'update'], status: 'success' });
    expect(writes).toHaveLength(1);
  });

  it('keep the detail of no lead idle, asking the CRM nothing', () => {
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, leadQueries.detail(null));
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(observer.getCurrentResult().status).toBe('pending');
    unsubscribe();
  });

  it('read the employee names from the one staff list, as a map', async () => {
    let requests = 0;
    server.use(
      http.get(`${TEST_API}/user/all-list`, () => {
        requests += 1;
        return HttpResponse.json({ data: [{ id: 1, name: 'Olga', email: null }] });
      }),
    );
    const queryClient = new QueryClient();
    const list = await queryClient.fetchQuery(employeeQueries.list());
    expect(employeeQueries.names().queryKey).toEqual(employeeQueries.list().queryKey);
    expect(employeeQueries.names().select?.(list).get(1)).toBe('Olga');
    expect(requests).toBe(1);
  });
});
