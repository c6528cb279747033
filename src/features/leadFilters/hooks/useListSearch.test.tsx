import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/shared/i18n/I18nProvider';
import { useListSearch } from './useListSearch';

function ListAddress() {
  const [search] = useListSearch();
  const location = useLocation();
  return <p>{`page ${search.page}, address ${location.search}`}</p>;
}

function openList(address: string) {
  const router = createMemoryRouter([{ path: '/leads', element: <ListAddress /> }], {
    initialEntries: [address],
  });
  render(
    <I18nProvider locale="en">
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('useListSearch', () => {
  it('replaces an address with values the list cannot use by what it shows', async () => {
    openList('/leads?page=-1&perPage=abc&stage=2');
    expect(await screen.findByText('page 1, address ?stage=2')).toBeVisible();
  });

  it('keeps an address that says the same in another order, as it was opened', async () => {
    const router = openList('/leads?dup=1&costFrom=1000&sort=cost');
    expect(await screen.findByText('page 1, address ?dup=1&costFrom=1000&sort=cost')).toBeVisible();
    expect(router.state.historyAction).toBe('POP');
  });
});
