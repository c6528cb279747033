import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  indexFiltersKey,
  needsIndex,
  parseIndexFilters,
  toLeadFilter,
  withoutIndexFilters,
} from './indexFilterSearch';
import { listSearchToParams, parseListSearch } from './listSearch';

const parse = (query: string) => parseIndexFilters(new URLSearchParams(query));

describe('index filters in the URL', () => {
  it('reads every filter and the sort', () => {
    expect(
      parse(
        'q=916+12&source=1,3&stage=2&owner=7&city=1&office=4,5&email=yes&phone=no&dup=1&costFrom=100&costTo=2500.5&sort=cost&dir=desc',
      ),
    ).toEqual({
      q: '916 12',
      source: [1, 3],
      stage: [2],
      owner: [7],
      city: [1],
      office: [4, 5],
      hasEmail: true,
      hasPhone: false,
      duplicates: true,
      costFrom: 100,
      costTo: 2500.5,
      sort: { field: 'cost', desc: true },
    });
  });

  it('drops bad values one by one and keeps the good ones', () => {
    expect(parse('source=1,x,3&stage=&email=maybe&costFrom=lots&costTo=10&sort=<script>&dup=yes')).toEqual({
      source: [1, 3],
      costTo: 10,
    });
  });

  it('survives a round trip through the list URL, next to the dates and paging', () => {
    const search = parseListSearch(
      new URLSearchParams('page=3&perPage=50&from=2026-01-01&stage=2,4&q=Иван&sort=name'),
      'Europe/Moscow',
    );
    expect(search).toMatchObject({ page: 3, perPage: 50, from: '2026-01-01', stage: [2, 4], q: 'Иван' });
    expect(parseListSearch(listSearchToParams(search), 'Europe/Moscow')).toEqual(search);
  });

  it('says when the index is needed: any filter or a sort, not the date range alone', () => {
    expect(needsIndex(parse('from=2026-01-01'))).toBe(false);
    expect(needsIndex(parse('sort=cost'))).toBe(true);
    expect(needsIndex(parse('dup=1'))).toBe(true);
    expect(activeFilterCount(parse('sort=cost&stage=1&costFrom=1&costTo=2'))).toBe(2);
  });

  it('turns into the index filter with the date bounds, and clears back to the CRM view', () => {
    const search = { page: 2, perPage: 25 as const, stage: [2], sort: { field: 'cost', desc: false } };
    expect(toLeadFilter(search, { createdFrom: 10, createdTo: 20 })).toMatchObject({
      createdFrom: 10,
      createdTo: 20,
      stageIds: [2],
    });
    expect(withoutIndexFilters(search)).toEqual({ page: 2, perPage: 25 });
    expect(indexFiltersKey(search)).toBe('stage=2&sort=cost');
  });

  it('reads the UTM filters as written, trimmed, and matches them whole', () => {
    expect(
      parse('utmSource=+Yandex+&utmMedium=cpc&utmCampaign=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utmTerm=x'),
    ).toEqual({
      utmSource: 'Yandex',
      utmMedium: 'cpc',
      utmCampaign: '<script>alert(1)</script>',
    });
    expect(activeFilterCount(parse('utmSource=a&utmMedium=b'))).toBe(2);
    expect(toLeadFilter(parse('utmCampaign=spring'), {})).toEqual({ utmCampaign: 'spring' });
  });

  it('keeps a whole view through its URL: every filter, the dates, the sort and the page size', () => {
    const view = parseListSearch(
      new URLSearchParams(
        'perPage=100&preset=last30&q=Иван+916&source=1,3&stage=2&owner=7&city=1&office=4' +
          '&utmSource=%D1%8F%D0%BD%D0%B4%D0%B5%D0%BA%D1%81&utmMedium=%22cpc%22+%26+co&utmCampaign=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E' +
          '&email=yes&phone=no&costFrom=100&costTo=2500.5&dup=1&sort=cost&dir=desc',
      ),
      'Europe/Moscow',
    );
    expect(view).toEqual({
      page: 1,
      perPage: 100,
      preset: 'last30',
      q: 'Иван 916',
      source: [1, 3],
      stage: [2],
      owner: [7],
      city: [1],
      office: [4],
      utmSource: 'яндекс',
      utmMedium: '"cpc" & co',
      utmCampaign: '<img src=x onerror=alert(1)>',
      hasEmail: true,
      hasPhone: false,
      costFrom: 100,
      costTo: 2500.5,
      duplicates: true,
      sort: { field: 'cost', desc: true },
    });
    const address = listSearchToParams(view);
    expect(parseListSearch(new URLSearchParams(address.toString()), 'Europe/Moscow')).toEqual(view);
    expect(activeFilterCount(view)).toBe(13);
    expect(withoutIndexFilters(view)).toEqual({ page: 1, perPage: 100, preset: 'last30' });
  });
});
