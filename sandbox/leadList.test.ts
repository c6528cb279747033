import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from './leads/pagination.ts';
import { type LeadJson, startTestSandbox, type TestSandbox } from './testing/harness.ts';
import { leadFieldsInList } from './testing/leadFields.ts';

const LEADS = 300;
let api: TestSandbox;
let token: string;
let all: LeadJson[];

const list = (query: string) => api.call<Paginated<LeadJson>>('GET', `/lead${query}`, { token });
const labels = (page: Paginated<LeadJson>) => page.meta.links.map((link) => link.label);

beforeAll(async () => {
  api = await startTestSandbox({ leadCount: LEADS });
  token = await api.login();
  all = (await list('?per_page=500')).body.data;
});
afterAll(async () => {
  await api.close();
});

describe('GET /lead pagination', () => {
  it('defaults to page 1 of 15, shaped like a Laravel resource collection', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data', 'links', 'meta']);
    expect(body.data).toHaveLength(15);
    expect(body.links).toEqual({
      first: `${api.url}/lead?page=1`,
      last: `${api.url}/lead?page=20`,
      prev: null,
      next: `${api.url}/lead?page=2`,
    });
    expect(Object.keys(body.meta)).toEqual([
      'current_page',
      'from',
      'last_page',
      'links',
      'path',
      'per_page',
      'to',
      'total',
    ]);
    expect(body.meta).toMatchObject({
      current_page: 1,
      from: 1,
      last_page: 20,
      path: `${api.url}/lead`,
      per_page: 15,
      to: 15,
      total: LEADS,
    });
  });

  it('orders newest first, by dtCreate then id', () => {
    expect(all).toHaveLength(LEADS);
    for (let i = 1; i < all.length; i += 1) {
      const [before, after] = [all[i - 1], all[i]];
      if (before === undefined || after === undefined) throw new Error('unreachable');
      expect(
        before.dtCreate > after.dtCreate || (before.dtCreate === after.dtCreate && before.id > after.id),
      ).toBe(true);
    }
  });

  it('returns per_page as an int and pages through without overlap', async () => {
    const first = await list('?per_page=40&page=1');
    const second = await list('?per_page=40&page=2');
    expect(first.body.meta.per_page).toBe(40);
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 41, to: 80 });
    expect([...first.body.data, ...second.body.data].map((lead) => lead.id)).toEqual(
      all.slice(0, 80).map((lead) => lead.id),
    );
  });

  it('lists every page when there are few', async () => {
    const { body } = await list('?per_page=50&page=2');
    expect(labels(body)).toEqual(['&laquo; Previous', '1', '2', '3', '4', '5', '6', 'Next &raquo;']);
    expect(body.meta.links[0]).toEqual({
      url: `${api.url}/lead?per_page=50&page=1`,
      label: '&laquo; Previous',
      active: false,
    });
    expect(body.meta.links[2]).toEqual({
      url: `${api.url}/lead?per_page=50&page=2`,
      label: '2',
      active: true,
    });
    expect(body.meta.links.at(-1)).toEqual({
      url: `${api.url}/lead?per_page=50&page=3`,
      label: 'Next &raquo;',
      active: false,
    });
  });

  it('elides pages as Laravel UrlWindow does when there are many', async () => {
    const start = (await list('?page=1')).body;
    expect(labels(start)).toEqual([
      '&laquo; Previous',
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
      '...',
      '19',
      '20',
      'Next &raquo;',
    ]);
    expect(start.meta.links[11]).toEqual({ url: null, label: '...', active: false });
    expect(start.meta.links[0]?.url).toBeNull();

    const middle = (await list('?page=10')).body;
    expect(labels(middle)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '...',
      ...['7', '8', '9', '10', '11', '12', '13'],
      '...',
      '19',
      '20',
      'Next &raquo;',
    ]);
    expect(middle.meta.links.filter((link) => link.active).map((link) => link.label)).toEqual(['10']);

    const end = (await list('?page=20')).body;
    expect(labels(end)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '...',
      ...['11', '12', '13', '14', '15', '16', '17', '18', '19', '20'],
      'Next &raquo;',
    ]);
    expect(end.links.next).toBeNull();
    expect(end.meta.links.at(-1)?.url).toBeNull();
  });

  it('keeps the other query parameters in links and changes only the page', async () => {
    const from = all[200]?.dtCreate ?? 0;
    const { body } = await list(`?per_page=10&dtCreate[0]=${from}&page=2`);
    const expected = (page: number) => `${api.url}/lead?per_page=10&dtCreate%5B0%5D=${from}&page=${page}`;
    expect(body.links.first).toBe(expected(1));
    expect(body.links.prev).toBe(expected(1));
    expect(body.links.next).toBe(expected(3));
    expect(body.meta.path).toBe(`${api.url}/lead`);
  });

  it('answers a page beyond the last with no data and null from/to', async () => {
    const { status, body } = await list('?page=999');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 999, from: null, to: null, last_page: 20, total: LEADS });
    expect(body.links.next).toBeNull();
    expect(body.links.prev).toBe(`${api.url}/lead?page=998`);
  });

  it('falls back to page 1 for a page that is not a positive integer', async () => {
    const { body } = await list('?page=abc');
    expect(body.meta.current_page).toBe(1);
  });
});

describe('GET /lead dtCreate filter', () => {
  it('keeps both bounds inclusive', async () => {
    const high = all[40]?.dtCreate ?? 0;
    const low = all[120]?.dtCreate ?? 0;
    const expected = all
      .filter((lead) => lead.dtCreate >= low && lead.dtCreate <= high)
      .map((lead) => lead.id);
    const { body } = await list(`?per_page=500&dtCreate[0]=${low}&dtCreate[1]=${high}`);
    expect(body.meta.total).toBe(expected.length);
    expect(body.data.map((lead) => lead.id)).toEqual(expected);
    expect(body.data.every((lead) => lead.dtCreate >= low && lead.dtCreate <= high)).toBe(true);
    expect(body.data.some((lead) => lead.dtCreate === low)).toBe(true);
    expect(body.data.some((lead) => lead.dtCreate === high)).toBe(true);
  });

  it('accepts either bound alone', async () => {
    const bound = all[100]?.dtCreate ?? 0;
    const from = await list(`?per_page=500&dtCreate[0]=${bound}`);
    expect(from.body.meta.total).toBe(all.filter((lead) => lead.dtCreate >= bound).length);
    expect(from.body.data.every((lead) => lead.dtCreate >= bound)).toBe(true);
    const to = await list(`?per_page=500&dtCreate[1]=${bound}`);
    expect(to.body.meta.total).toBe(all.filter((lead) => lead.dtCreate <= bound).length);
    expect(to.body.data.every((lead) => lead.dtCreate <= bound)).toBe(true);
  });

  it('returns nothing for an empty range', async () => {
    const { body } = await list('?dtCreate[0]=2000000000&dtCreate[1]=1000000000');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 0, last_page: 1, from: null, to: null });
    expect(labels(body)).toEqual(['&laquo; Previous', '1', 'Next &raquo;']);
  });
});

describe('GET /lead validation', () => {
  it('refuses per_page above 500 with Laravel’s 422', async () => {
    const response = await list('?per_page=501');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The per page field must not be greater than 500.',
      errors: { per_page: ['The per page field must not be greater than 500.'] },
    });
    expect((await list('?per_page=500')).status).toBe(200);
  });

  it('refuses a per_page that is not a positive integer', async () => {
    const word = await list('?per_page=abc');
    expect(word.status).toBe(422);
    expect(word.body).toEqual({
      message: 'The per page field must be an integer.',
      errors: { per_page: ['The per page field must be an integer.'] },
    });
    const zero = await list('?per_page=0');
    expect(zero.body).toEqual({
      message: 'The per page field must be at least 1.',
      errors: { per_page: ['The per page field must be at least 1.'] },
    });
  });

  it('refuses dtCreate bounds that are not integers, keyed dtCreate.0 / dtCreate.1', async () => {
    const response = await list('?dtCreate[0]=yesterday&dtCreate[1]=1.5');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The dt create.0 field must be an integer. (and 1 more error)',
      errors: {
        'dtCreate.0': ['The dt create.0 field must be an integer.'],
        'dtCreate.1': ['The dt create.1 field must be an integer.'],
      },
    });
  });
});

describe('GET /lead items', () => {
  it('carry every spec field, phone as a number and contractId', () => {
    for (const lead of all) expect(Object.keys(lead)).toEqual(leadFieldsInList);
    const withPhone = all.filter((lead) => lead.phone !== null);
    expect(withPhone.length).toBeGreaterThan(0);
    for (const lead of withPhone) {
      expect(typeof lead.phone).toBe('number');
      expect(String(lead.phone)).toMatch(/^79\d{9}$/);
    }
    expect(all.every((lead) => lead.dtNotAnswer === null && lead.notAnswer === null)).toBe(true);
    expect(all.every((lead) => Number.isInteger(lead.dtCreate) && Number.isInteger(lead.dtUpdate))).toBe(
      true,
    );
  });
});
