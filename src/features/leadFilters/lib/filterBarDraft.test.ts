import { describe, expect, it } from 'vitest';
import { barDraftOf, barViewKey, barViewOf, filtersOfDraft, withBarView } from './filterBarDraft';
import type { ListSearch } from './listSearch';

describe("the filter bar's one draft", () => {
  const search: ListSearch = {
    page: 4,
    perPage: 50,
    from: '2026-03-01',
    source: [1],
    sort: { field: 'cost', desc: true },
  };

  it('commits the range and the filters whole, on page 1, keeping the page size and the sort', () => {
    const draft = barDraftOf(barViewOf(search));
    draft.range = { preset: 'thisMonth' };
    draft.filters.source = ['3'];
    const typed = filtersOfDraft(draft.filters);
    if (!typed.ok) throw new Error('the draft should be valid');
    expect(withBarView(search, { range: draft.range, filters: typed.filters })).toEqual({
      page: 1,
      perPage: 50,
      preset: 'thisMonth',
      source: [3],
      sort: { field: 'cost', desc: true },
    });
  });

  it('tells equal views by their key, whatever the order they were built in', () => {
    expect(
      barViewKey({ range: { to: '2026-03-05', from: '2026-03-01' }, filters: { stage: [2], q: 'x' } }),
    ).toBe(barViewKey({ range: { from: '2026-03-01', to: '2026-03-05' }, filters: { q: 'x', stage: [2] } }));
  });

  it('refuses a cost range that ends before it starts', () => {
    const draft = barDraftOf({ range: {}, filters: {} });
    expect(filtersOfDraft({ ...draft.filters, cost: { from: '500', to: '100' } })).toEqual({
      ok: false,
      problem: 'rangeOrder',
      filter: 'cost',
    });
  });
});
