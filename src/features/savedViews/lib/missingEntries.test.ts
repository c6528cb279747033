import { describe, expect, it } from 'vitest';
import { parseListSearch } from '@/features/leadFilters';
import { namesMissingEntries } from './missingEntries';

const catalogs = {
  sources: [{ id: 1 }, { id: 2 }],
  funnelStages: [{ id: 10 }],
  cities: [{ id: 5 }],
  offices: [],
};
const view = (query: string) => parseListSearch(new URLSearchParams(query), 'Europe/Moscow');

describe('a saved view against the catalog of today', () => {
  it('says when a picked source, stage, city or office is gone, and not otherwise', () => {
    expect(namesMissingEntries(view('source=1,2&stage=10&city=5&owner=99'), catalogs)).toBe(false);
    expect(namesMissingEntries(view('source=1,3'), catalogs)).toBe(true);
    expect(namesMissingEntries(view('stage=11'), catalogs)).toBe(true);
    expect(namesMissingEntries(view('office=4'), catalogs)).toBe(true);
    expect(namesMissingEntries(view('q=anna&preset=last7'), catalogs)).toBe(false);
  });
});
