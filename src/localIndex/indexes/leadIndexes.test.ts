import { describe, expect, it } from 'vitest';
import type { Lead } from '../../api/schemas/lead';
import type { LeadFilter, LeadSort } from '../filterSort';
import { LeadStore } from '../leadStore';
import { integer, pick, seededRandom } from '../testing/random';
import { randomLead } from '../testing/randomLeads';
import { referenceFind, referenceQuickFind } from '../testing/referenceQuery';
import { parseTextQuery } from '../textMatch';
import { LeadIndexes } from './leadIndexes';

const LEADS = 10_000;
const QUERIES = 1_000;

const SORTS: ReadonlyArray<LeadSort | null> = [
  null,
  { field: 'cost', desc: true },
  { field: 'cost', desc: false },
  { field: 'dtUpdate', desc: true },
  { field: 'name', desc: false },
  { field: 'email', desc: true },
  { field: 'phone', desc: false },
  {
    field: 'sourceId',
    desc: false,
    labels: { 1: 'Сайт', 2: 'звонок', 3: 'Ёлка', 4: 'Avito 10', 5: 'Avito 9' },
  },
];

/** Something a person would type: a piece of a lead's phone, name or e-mail, or noise. */
function randomText(random: () => number, leads: readonly Lead[]): string {
  const lead = pick(random, leads);
  const roll = integer(random, 0, 9);
  if (roll <= 2 && lead.phone) {
    const digits = lead.phone.replace(/\D/g, '');
    const start = integer(random, 0, Math.max(0, digits.length - 1));
    const run = digits.slice(start, start + integer(random, 1, 11));
    return random() < 0.3 ? run.replace(/(\d{3})/g, '$1 ').trim() : run;
  }
  if (roll <= 5 && lead.name) {
    const words = lead.name.split(' ');
    const typed = words.map((word) => word.slice(0, integer(random, 1, word.length)));
    const text = (random() < 0.5 ? typed.slice(0, 1) : typed).join(' ');
    return random() < 0.3 ? text.toUpperCase() : text;
  }
  if (roll <= 7 && lead.email) {
    const start = integer(random, 0, lead.email.length - 1);
    return lead.email.slice(start, start + integer(random, 1, 8));
  }
  if (roll === 8) return `${pick(random, ['иван', 'ПЕТ', 'ёж', 'smi', 'an'])} ${integer(random, 0, 999)}`;
  return String(integer(random, 0, 99_999)).slice(0, integer(random, 1, 5));
}

function randomIds(random: () => number, low: number, high: number): number[] {
  return Array.from({ length: integer(random, 1, 3) }, () => integer(random, low, high));
}

function randomFilter(random: () => number, leads: readonly Lead[]): LeadFilter {
  const filter: LeadFilter = {};
  if (random() < 0.3) filter.sourceIds = randomIds(random, 1, 6);
  if (random() < 0.3) filter.stageIds = randomIds(random, 1, 7);
  if (random() < 0.3) filter.ownerIds = randomIds(random, 1, 12);
  if (random() < 0.2) filter.cityIds = randomIds(random, 1, 5);
  if (random() < 0.2) filter.officeIds = randomIds(random, 10, 13);
  if (random() < 0.3) filter.createdFrom = 1_700_000_000 + integer(random, 0, 3000) * 60;
  if (random() < 0.3) filter.createdTo = 1_700_000_000 + integer(random, 0, 3000) * 60;
  if (random() < 0.1) filter.hasEmail = random() < 0.5;
  if (random() < 0.1) filter.hasPhone = random() < 0.5;
  if (random() < 0.1) filter.duplicatesOnly = true;
  if (random() < 0.15) filter.costFrom = integer(random, 0, 5000);
  if (random() < 0.15) filter.costTo = integer(random, 0, 5000);
  if (random() < 0.3) filter.text = randomText(random, leads);
  return filter;
}

const ids = (records: ReadonlyArray<{ lead: Lead }>) => records.map((record) => record.lead.id);

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
        const held = store.records().map((record) => record.lead);
        const edited = Array.from({ length: 60 }, () => randomLead(random, pick(random, held).id));
        const added = Array.from({ length: 40 }, () => randomLead(random, nextId++));
        store.upsert([...edited, ...added], 0);
        store.remove(Array.from({ length: 25 }, () => pick(random, held).id));
        continue;
      }
      const held = store.records().map((record) => record.lead);
      if (random() < 0.5) {
        const text = randomText(random, held);
        const query = parseTextQuery(text);
        if (!query) continue;
        expect(ids(indexes.quickFind(query)), `quick find "${text}"`).toEqual(
          ids(referenceQuickFind(store, query)),
        );
      } else {
        const filter = randomFilter(random, held);
        const sort = pick(random, SORTS);
        expect(ids(indexes.find(filter, sort)), JSON.stringify({ filter, sort })).toEqual(
          ids(referenceFind(store, filter, sort)),
        );
      }
      compared += 1;
    }
    expect(store.epoch).toBeGreaterThan(0);
    // A guard against a hung run, not a speed target: the plain scan it compares with is the slow part.
  }, 300_000);
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
    while (!indexes.warm(5000, true));
    for (let round = 0; round < 12; round += 1) {
      for (const sort of SORTS) {
        // Every lead (a walk of the kept order) and a large share of them (the order again, or the bucket build).
        for (const filter of [{}, { hasPhone: true }] satisfies LeadFilter[]) {
          expect(ids(indexes.find(filter, sort)), JSON.stringify({ round, filter, sort })).toEqual(
            ids(referenceFind(store, filter, sort)),
          );
        }
      }
      // A few new and edited leads are merged into the kept orders; many make them rebuild.
      const held = store.records().map((record) => record.lead);
      store.upsert(
        Array.from({ length: round % 3 === 2 ? 1500 : 30 }, () => randomLead(random, pick(random, held).id)),
        0,
      );
      add(round % 4 === 3 ? 2000 : 20);
      store.remove(Array.from({ length: 10 }, () => pick(random, held).id));
      if (round % 2 === 1) indexes.warm(5000, true);
    }
  }, 300_000);
});
