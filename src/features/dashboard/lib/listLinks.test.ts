import { describe, expect, it } from 'vitest';
import { listLinkForDay, listLinkForGroup } from './listLinks';

describe('dashboard links to the list', () => {
  const search = {
    page: 3,
    perPage: 50 as const,
    preset: 'last30' as const,
    owner: [4],
    sort: { field: 'cost', desc: true },
  };

  it('keeps the range and filters, drops page and sort, and narrows to the group', () => {
    const url = new URL(listLinkForGroup(search, 'source', 7), 'http://x');
    expect(url.pathname).toBe('/leads');
    expect(Object.fromEntries(url.searchParams)).toEqual({ preset: 'last30', source: '7', owner: '4' });
  });

  it('replaces a group already chosen, and a day replaces the preset', () => {
    const url = new URL(listLinkForGroup({ ...search, source: [1, 2] }, 'source', 2), 'http://x');
    expect(url.searchParams.get('source')).toBe('2');
    const day = new URL(listLinkForDay(search, '2026-11-17'), 'http://x');
    expect(Object.fromEntries(day.searchParams)).toEqual({
      from: '2026-11-17',
      to: '2026-11-17',
      owner: '4',
    });
  });
});
