import { describe, expect, it } from 'vitest';
import type { Lead } from '../../api/schemas/lead';
import type { LeadFilter, LeadSort } from '../filterSort';
import { toLeadChunk } from '../leadChunks';
import { LeadStore } from '../leadStore';
import { integer, pick, seededRandom } from '../testing/random';
import { randomLead } from '../testing/randomLeads';
import { randomFilter, randomText, SORTS } from '../testing/randomQueries';
import { referenceFind, referenceQuickFind } from '../testing/referenceQuery';
import { parseTextQuery } from '../textMatch';
import { LeadIndexes } from './leadIndexes';

const LEADS = 10_000;
const QUERIES = 1_000;

const ids = (records: ReadonlyArray<{ id: number }>) => records.map((record) => record.id);

/**
 * The test's sorts in both directions (one kept order serves both), with the orders of many ties (otherCount is 0
 * for nine leads in ten; cost has 51 values and a fifth blank) and creation time, whose descending order is the
 * newest-first one.
 */
const BOTH_WAYS: ReadonlyArray<LeadSort | null> = [
  ...SORTS,
  ...SORTS.flatMap((sort) => (sort ? [{ ...sort, desc: !sort.desc }] : [])),
  { field: 'dtCreate', desc: true },
  { field: 'dtCreate', desc: false },
  { field: 'otherCount', desc: true },
  { field: 'otherCount', desc: false },
  { field: 'id', desc: true },
];

describe('the indexes against the plain scan', () => {
  it(`answer ${QUERIES} random queries over ${LEADS} random leads exactly as the scan does, through edits`, () => {
    const random = seededRandom(20_261_125);
    // Compacting early, so renumbered slots and rebuilt indexes are part of what is compared.
    const store = new LeadStore({ compactAtDead: () => 300 });
    const indexes = new LeadIndexes(store);
    let nextId = 1;
    const leads: Lead[] = [];
    for (; nextId <= LEADS; nextId += 1) leads.push(randomLead(random, nextId));
    store.upsert(leads.slice(0, LEADS / 2), 0);
    indexes.warm(LEADS / 4);
    store.upsert(leads.slice(LEADS / 2), 0);
    let compared = 0;
    for (let round = 0; compared < QUERIES; round += 1) {
      if (round % 40 === 39) {
        // Edits, new leads and deletions between queries: the indexes must follow.
        const held = store.records().map((record) => record.toLead());
        const edited = Array.from({ length: 60 }, () => randomLead(random, pick(random, held).id));
        const added = Array.from({ length: 40 }, () => randomLead(random, nextId++));
        store.upsert([...edited, ...added], 0);
        store.remove(Array.from({ length: 25 }, () => pick(random, held).id));
        continue;
      }
      const held = store.records().map((record) => record.toLead());
      if (random() < 0.5) {
        const text = randomText(random, held);
        const query = parseTextQuery(text);
        if (!query) continue;
        // A screenful, or every match (the walk of the newest-first order, and the sort of a few).
        const limit = random() < 0.5 ? 8 : 100_000;
        const reference = referenceQuickFind(store, query);
        const found = indexes.quickFind(query, limit);
        expect(ids(found.records), `quick find "${text}"`).toEqual(ids(reference.slice(0, limit)));
        expect(found.total, `quick find "${text}"`).toBe(reference.length);
      } else {
        const filter = randomFilter(random, held);
        const sort = pick(random, BOTH_WAYS);
        const reference = ids(referenceFind(store, filter, sort));
        expect(ids(indexes.find(filter, sort)), JSON.stringify({ filter, sort })).toEqual(reference);
        // A page's first leads, as the list asks for them.
        const count = integer(random, 1, 120);
        const first = indexes.findFirst(filter, sort, count);
        expect(first.total, JSON.stringify({ filter, sort, count })).toBe(reference.length);
        expect(ids(indexes.recordsAt(first.slots.subarray(0, count)))).toEqual(reference.slice(0, count));
      }
      compared += 1;
    }
    expect(store.epoch).toBeGreaterThan(0);
    // A guard against a hung run, not a speed target: the plain scan it compares with is the slow part.
  }, 300_000);
});

describe('a text filter while the text index is still being built', () => {
  it('answers exactly as the scan does from the indexed part and the slots not indexed yet', () => {
    const random = seededRandom(20_261_129);
    const store = new LeadStore();
    const indexes = new LeadIndexes(store);
    const leads = Array.from({ length: 4000 }, (_, index) => randomLead(random, index + 1));
    // A reload: every lead in, the indexes built a slice at a time, text filters asked between the slices.
    store.upsert(leads, 0);
    for (let built = 0; built <= 4000; built += 500) {
      for (let query = 0; query < 20; query += 1) {
        const filter: LeadFilter = { ...randomFilter(random, leads), text: randomText(random, leads) };
        const sort = pick(random, BOTH_WAYS);
        expect(ids(indexes.find(filter, sort)), JSON.stringify({ built, filter, sort })).toEqual(
          ids(referenceFind(store, filter, sort)),
        );
      }
      indexes.warm(500);
    }
  }, 300_000);
});

describe('a reload’s indexes built a slice at a time', () => {
  /** A reload's store: every lead in, no index built yet. */
  const reloaded = (leads: number, seed: number) => {
    const store = new LeadStore();
    const random = seededRandom(seed);
    store.upsert(
      Array.from({ length: leads }, (_, index) => randomLead(random, index + 1)),
      0,
    );
    return { store, indexes: new LeadIndexes(store), random };
  };

  it('build the facets first, four times as many slots a slice as the text', () => {
    const { indexes } = reloaded(8000, 20_261_129);
    // A budget of nothing says whether an index is complete without building any of it.
    expect(indexes.warm(1000)).toBe(false);
    expect(indexes.facets.catchUp(0)).toBe(false);
    expect(indexes.text.catchUp(0)).toBe(false);
    expect(indexes.warm(1000)).toBe(false);
    expect(indexes.facets.catchUp(0)).toBe(true);
    expect(indexes.text.catchUp(0)).toBe(false);
    for (let slice = 0; slice < 6; slice += 1) expect(indexes.warm(1000)).toBe(false);
    expect(indexes.warm(1000)).toBe(true);
  });

  it('end a text slice once its time has passed, and find every lead once caught up', () => {
    const { store, indexes, random } = reloaded(8000, 20_261_207);
    let slices = 0;
    // A time already passed: each slice indexes the 64 slots between two readings of the clock.
    while (!indexes.warm(1000, 'none', 0)) slices += 1;
    expect(slices).toBeGreaterThanOrEqual(8000 / 64);
    const held = store.records().map((record) => record.toLead());
    for (let query = 0; query < 40; query += 1) {
      const text = randomText(random, held);
      const parsed = parseTextQuery(text);
      if (!parsed) continue;
      const found = indexes.quickFind(parsed, 100_000);
      expect(ids(found.records), `quick find "${text}"`).toEqual(ids(referenceQuickFind(store, parsed)));
    }
  });

  it('build the newest-first order first, then the facets, then the text, once the account is in', () => {
    const { store, indexes, random } = reloaded(4000, 20_261_130);
    expect(indexes.warm(1000, 'newest')).toBe(false);
    expect(indexes.orders.has(null)).toBe(true);
    expect(indexes.facets.catchUp(0)).toBe(false);
    expect(indexes.warm(1000, 'newest')).toBe(false);
    expect(indexes.facets.catchUp(0)).toBe(true);
    expect(indexes.text.catchUp(0)).toBe(false);
    // Still coming in: no order is built ahead.
    store.upsert([randomLead(random, 4001)], 0);
    const fresh = new LeadIndexes(store);
    while (!fresh.warm(1000));
    expect(fresh.orders.has(null)).toBe(false);
  });
});

describe('the kept sort orders against the plain sort', () => {
  it('build, merge and prepare every order exactly as a sort from scratch would, through edits', () => {
    const random = seededRandom(20_261_126);
    const store = new LeadStore({ compactAtDead: () => 300 });
    const indexes = new LeadIndexes(store);
    let nextId = 1;
    const add = (count: number) =>
      store.upsert(
        Array.from({ length: count }, () => randomLead(random, nextId++)),
        0,
      );
    add(5000);
    // The list's usual orders built ahead, as the worker does when idle.
    while (!indexes.warm(5000, 'all'));
    for (let round = 0; round < 12; round += 1) {
      for (const sort of BOTH_WAYS) {
        // Every lead (a walk of the kept order) and a large share of them (the order again, or the bucket build).
        for (const filter of [{}, { hasPhone: true }] satisfies LeadFilter[]) {
          expect(ids(indexes.find(filter, sort)), JSON.stringify({ round, filter, sort })).toEqual(
            ids(referenceFind(store, filter, sort)),
          );
        }
      }
      // A few new and edited leads are merged into the kept orders; many make them rebuild.
      const held = store.records().map((record) => record.toLead());
      store.upsert(
        Array.from({ length: round % 3 === 2 ? 1500 : 30 }, () => randomLead(random, pick(random, held).id)),
        0,
      );
      add(round % 4 === 3 ? 2000 : 20);
      store.remove(Array.from({ length: 10 }, () => pick(random, held).id));
      if (round % 2 === 1) indexes.warm(5000, 'all');
    }
  }, 300_000);
});

describe('a reload’s first sorted views, before any order is kept', () => {
  it('sort a filter’s matches by a name, a label, an own text and a number exactly as the plain sort, its texts not merged yet', () => {
    const random = seededRandom(20_261_130);
    // Pages of 500 read back as a reload reads them: each page's texts numbered apart (a name has a number a page).
    const leads = Array.from({ length: 10_000 }, (_, index) => randomLead(random, 10_000 - index));
    const store = new LeadStore();
    const chunks = [];
    for (let start = 0; start < leads.length; start += 500)
      chunks.push(
        toLeadChunk(leads.slice(start, start + 500).map((lead) => ({ id: lead.id, lead, seenAt: 1 }))),
      );
    store.loadChunks(chunks);
    const sorts: LeadSort[] = [
      // Creation time's order is the newest-first one, kept once built.
      ...BOTH_WAYS.filter((sort): sort is LeadSort => sort !== null && sort.field !== 'dtCreate'),
      { field: 'utmSource', desc: true },
      { field: 'userIdOwner', desc: true, labels: { 1: 'Яна', 2: 'андрей', 3: 'Ёж' } },
    ];
    // Matches fewer than half the leads, sorted alone, never from a kept order of their own sort: over 2,048 (the
    // newest-first order built for them), and fewer with that order kept or not.
    const filters: LeadFilter[] = [
      { stageIds: [1, 2, 3] },
      { sourceIds: [1, 2] },
      { sourceIds: [2], cityIds: [2] },
    ];
    for (const sort of sorts)
      for (const filter of filters)
        for (const newestKept of [false, true]) {
          // A fresh index each time: the first question after a reload.
          const indexes = new LeadIndexes(store);
          if (newestKept) indexes.orders.prepareNext([null]);
          const reference = ids(referenceFind(store, filter, sort));
          const shown = JSON.stringify({ filter, sort, newestKept });
          // The first page, picked out of the matches (the whole answer when there are few of them).
          const first = indexes.findFirst(filter, sort, 50);
          expect(ids(indexes.recordsAt(first.slots.subarray(0, 50))), shown).toEqual(reference.slice(0, 50));
          expect(first.total, shown).toBe(reference.length);
          if (reference.length > 2048) expect(first.slots.length, shown).toBe(50);
          expect(ids(indexes.find(filter, sort)), shown).toEqual(reference);
          expect(indexes.orders.has(sort)).toBe(false);
        }
  });
});

describe('one kept order walked both ways', () => {
  it('gives the runs of equal keys in reverse, each newest first, and the blanks last, through merges', () => {
    const random = seededRandom(20_261_127);
    const store = new LeadStore();
    const indexes = new LeadIndexes(store);
    const sorts: LeadSort[] = ['cost', 'otherCount', 'name', 'dtUpdate'].flatMap((field) => [
      { field, desc: true },
      { field, desc: false },
    ]);
    const check = (label: string) => {
      for (const sort of [...sorts, null])
        expect(ids(indexes.find({}, sort)), `${label} ${JSON.stringify(sort)}`).toEqual(
          ids(referenceFind(store, {}, sort)),
        );
    };
    // No leads, then only blank costs and names: the walk must still end, and give the blanks newest first.
    check('empty');
    let nextId = 1;
    const blank = (count: number) =>
      store.upsert(
        Array.from({ length: count }, () => ({
          ...randomLead(random, nextId++),
          cost: null,
          name: null,
          dtUpdate: null,
          // Few seconds: many leads created in the same one.
          dtCreate: 1_700_000_000 + integer(random, 0, 3),
        })),
        0,
      );
    blank(50);
    check('blanks');
    // A few keys shared by many leads, merged into the kept orders a few at a time, then rebuilt past an eighth.
    for (let round = 0; round < 6; round += 1) {
      store.upsert(
        Array.from({ length: round === 4 ? 400 : 15 }, () => ({
          ...randomLead(random, nextId++),
          cost: random() < 0.3 ? null : integer(random, 0, 3) * 100,
          dtCreate: 1_700_000_000 + integer(random, 0, 3),
        })),
        0,
      );
      blank(5);
      check(`round ${round}`);
    }
  });
});
