import { describe, expect, it } from 'vitest';
import {
  canonicalListParams,
  type ListSearch,
  listSearchToParams,
  parseListSearch,
  searchToBounds,
} from './listSearch';

/** What a link without parameters means: the first page of 25. */
const DEFAULT_SEARCH: ListSearch = { page: 1, perPage: 25 };

const MOSCOW = 'Europe/Moscow';
const parse = (query: string, zone = MOSCOW) => parseListSearch(new URLSearchParams(query), zone);

describe('parseListSearch', () => {
  it('reads a good link as it is', () => {
    expect(parse('page=3&perPage=100&from=2026-03-01&to=2026-03-05T18:30')).toEqual({
      page: 3,
      perPage: 100,
      from: '2026-03-01',
      to: '2026-03-05T18:30',
    });
  });

  it.each([
    ['page=-4', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['perPage=10000', { perPage: 25 }],
    ['perPage=20', { perPage: 25 }],
    ['perPage=-500', { perPage: 25 }],
  ])('falls back to defaults for %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...DEFAULT_SEARCH, ...expected });
  });

  it.each([
    'from=yesterday',
    'from=2026-02-30',
    'from=2026-13-01',
    'from=2026-03-01T25:00',
    'to=0999-01-01',
    'to=%00%FF',
    'preset=lastYear',
  ])('drops a garbage date or preset (%s) without throwing', (query) => {
    expect(parse(query)).toEqual(DEFAULT_SEARCH);
  });

  it('keeps a good end when the start is garbage', () => {
    expect(parse('from=nonsense&to=2026-03-05')).toEqual({ ...DEFAULT_SEARCH, to: '2026-03-05' });
  });

  it('lets a preset win over explicit dates', () => {
    expect(parse('preset=last7&from=2026-03-01')).toEqual({ ...DEFAULT_SEARCH, preset: 'last7' });
  });

  it('writes only what differs from the defaults, and reads back the same view', () => {
    const search = { page: 2, perPage: 250 as const, from: '2026-03-01T09:00', to: '2026-03-02' };
    const params = listSearchToParams(search);
    expect(params.toString()).toBe('page=2&perPage=250&from=2026-03-01T09%3A00&to=2026-03-02');
    expect(parse(params.toString())).toEqual(search);
    expect(listSearchToParams(DEFAULT_SEARCH).toString()).toBe('');
  });
});

describe('searchToBounds: what dtCreate[0]/dtCreate[1] carry', () => {
  const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

  it('sends nothing without a range', () => {
    expect(searchToBounds(DEFAULT_SEARCH, MOSCOW)).toEqual({});
  });

  it('counts a date-only end to 23:59:59 of that day in the user zone', () => {
    expect(searchToBounds({ ...DEFAULT_SEARCH, from: '2026-03-01', to: '2026-03-05' }, MOSCOW)).toEqual({
      createdFrom: at('2026-03-01T00:00:00+03:00'),
      createdTo: at('2026-03-05T23:59:59+03:00'),
    });
  });

  it('gives the same calendar days different instants in another zone', () => {
    expect(
      searchToBounds({ ...DEFAULT_SEARCH, from: '2026-03-01', to: '2026-03-01' }, 'America/New_York'),
    ).toEqual({ createdFrom: at('2026-03-01T00:00:00-05:00'), createdTo: at('2026-03-01T23:59:59-05:00') });
  });

  it('includes the whole chosen end minute when a time is given', () => {
    expect(
      searchToBounds({ ...DEFAULT_SEARCH, from: '2026-03-01T09:15', to: '2026-03-01T18:30' }, MOSCOW),
    ).toEqual({
      createdFrom: at('2026-03-01T09:15:00+03:00'),
      createdTo: at('2026-03-01T18:30:59+03:00'),
    });
  });

  it('leaves an open end open', () => {
    expect(searchToBounds({ ...DEFAULT_SEARCH, from: '2026-03-01' }, MOSCOW)).toEqual({
      createdFrom: at('2026-03-01T00:00:00+03:00'),
    });
  });

  it('makes a spring-forward day 23 hours long and a fall-back day 25 hours long', () => {
    const spring = searchToBounds(
      { ...DEFAULT_SEARCH, from: '2026-03-29', to: '2026-03-29' },
      'Europe/Berlin',
    );
    expect(spring).toEqual({
      createdFrom: at('2026-03-29T00:00:00+01:00'),
      createdTo: at('2026-03-29T23:59:59+02:00'),
    });
    expect((spring.createdTo ?? 0) - (spring.createdFrom ?? 0) + 1).toBe(23 * 3600);

    const autumn = searchToBounds(
      { ...DEFAULT_SEARCH, from: '2026-10-25', to: '2026-10-25' },
      'Europe/Berlin',
    );
    expect((autumn.createdTo ?? 0) - (autumn.createdFrom ?? 0) + 1).toBe(25 * 3600);
  });

  it('starts a day whose midnight does not exist at its first real moment', () => {
    // Santiago skips 00:00–01:00 on the first Sunday of September.
    expect(searchToBounds({ ...DEFAULT_SEARCH, from: '2026-09-06' }, 'America/Santiago')).toEqual({
      createdFrom: at('2026-09-06T01:00:00-03:00'),
    });
  });

  it('turns a preset into whole days ending today, in the user zone', () => {
    const now = new Date('2026-03-10T22:30:00Z'); // already 11 March in Moscow
    expect(searchToBounds({ ...DEFAULT_SEARCH, preset: 'last7' }, MOSCOW, now)).toEqual({
      createdFrom: at('2026-03-05T00:00:00+03:00'),
      createdTo: at('2026-03-11T23:59:59+03:00'),
    });
    expect(searchToBounds({ ...DEFAULT_SEARCH, preset: 'yesterday' }, 'UTC', now)).toEqual({
      createdFrom: at('2026-03-09T00:00:00Z'),
      createdTo: at('2026-03-09T23:59:59Z'),
    });
  });
});

describe('canonicalListParams: the address for what is shown', () => {
  it('replaces values the view could not use with the ones it shows, and keeps parameters it does not own', () => {
    const current = new URLSearchParams('page=-1&perPage=abc&preset=zzz&source=3,x&mine=1');
    const search = parseListSearch(current, MOSCOW);
    expect(canonicalListParams(current, search).toString()).toBe('source=3&mine=1');
  });

  it('leaves a clean address as it is', () => {
    const current = new URLSearchParams('page=2&perPage=50&preset=last7&stage=4');
    expect(canonicalListParams(current, parseListSearch(current, MOSCOW)).toString()).toBe(
      current.toString(),
    );
  });
});
