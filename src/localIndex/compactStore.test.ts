import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import { campaignKey } from './campaigns';
import { openDexieStorage } from './dexieStorage';
import { compileFilter, type LeadFilter, type LeadSort, sortRecords } from './filterSort';
import { LeadIndexes } from './indexes/leadIndexes';
import { chunkLeads, type LeadChunk, toLeadChunk } from './leadChunks';
import { toLeadRecord } from './leadRecord';
import { LeadStore } from './leadStore';
import { makeLead } from './testing/fakeCrm';
import { integer, pick, seededRandom } from './testing/random';
import { randomLead } from './testing/randomLeads';
import { randomFilter, SORTS } from './testing/randomQueries';

const LEADS = 4000;
const CAMPAIGNS = ['brand', 'remont_msk', 'remont_spb', 'okna-2025', null];

/** A random lead with the labels ad traffic brings: shared UTM values, unique click ids. */
function labelledLead(random: () => number, id: number): Lead {
  const lead = randomLead(random, id);
  if (random() < 0.4) return lead;
  return {
    ...lead,
    utmSource: pick(random, ['yandex', 'vk', 'market']),
    utmMedium: pick(random, ['cpc', 'social']),
    utmCampaign: pick(random, CAMPAIGNS),
    utmContent: `ad_${integer(random, 100, 120)}`,
    referrer: pick(random, ['https://yandex.ru/', 'https://vk.com/', null]),
    yclid: String(integer(random, 1e15, 9e15)),
    ip: `95.${integer(random, 0, 255)}.${integer(random, 0, 255)}.1`,
  };
}

/** A copy the store never sees: what the CRM sent, to compare with. */
const copy = (lead: Lead): Lead => JSON.parse(JSON.stringify(lead)) as Lead;

describe('the compact store against the plain records', () => {
  it('keeps every field of every lead, and answers every filter and sort as a scan of the plain records', async () => {
    const random = seededRandom(26);
    const store = new LeadStore({ compactAtDead: () => 400 });
    const indexes = new LeadIndexes(store);
    const plain = new Map<number, Lead>();
    const put = (leads: Lead[]) => {
      for (const lead of leads) plain.set(lead.id, copy(lead));
      store.upsert(leads, 1);
    };
    let nextId = 1;
    let editedAt = 3_000_000_000;
    for (; nextId <= LEADS; nextId += 500) {
      put(Array.from({ length: 500 }, (_, index) => labelledLead(random, nextId + index)));
    }
    const check = (round: number) => {
      const held = [...plain.values()];
      expect(store.size).toBe(held.length);
      for (const lead of held) expect(store.get(lead.id), `lead ${lead.id}`).toEqual(lead);
      const records = held.map((lead) => toLeadRecord(copy(lead)));
      for (let query = 0; query < 40; query += 1) {
        const filter = randomFilter(random, held);
        const sort = pick(random, SORTS);
        const expected = sortRecords(records.filter(compileFilter(filter)), sort).map((record) =>
          record.toLead(),
        );
        const found = indexes.find(filter, sort).map((record) => record.toLead());
        expect(found, JSON.stringify({ round, filter, sort })).toEqual(expected);
      }
    };
    for (let round = 0; round < 6; round += 1) {
      check(round);
      const held = [...plain.values()];
      // An edit is a later version of the lead (the CRM stamps it): the store keeps the newest it has seen.
      put(
        Array.from({ length: 300 }, () => ({
          ...labelledLead(random, pick(random, held).id),
          dtUpdate: editedAt++,
        })),
      );
      put(Array.from({ length: 200 }, () => labelledLead(random, nextId++)));
      const gone = Array.from({ length: 150 }, () => pick(random, held).id);
      store.remove(gone);
      for (const id of gone) plain.delete(id);
      while (!indexes.warm(2000, 'all'));
    }
    check(6);

    // The database holds the same: written a page at a time with edits between, read back into a new store.
    const storage = await openDexieStorage('compact-store-test');
    const rows = store.records().map((record) => ({ id: record.id, lead: record.toLead(), seenAt: 5 }));
    for (let start = 0; start < rows.length; start += 500)
      await storage.write(rows.slice(start, start + 500), null);
    const edited = rows
      .slice(0, 700)
      .map((row) => ({ ...row, lead: { ...row.lead, name: `Изменён ${row.id}` } }));
    await storage.write(edited, null);
    for (const row of edited) plain.set(row.id, copy(row.lead));
    const reloaded = new LeadStore();
    reloaded.loadChunks(await (await openDexieStorage('compact-store-test')).loadLeads());
    expect(reloaded.size).toBe(plain.size);
    for (const lead of plain.values()) expect(reloaded.get(lead.id), `reloaded ${lead.id}`).toEqual(lead);
    await storage.destroy();
  });
});

describe('a page that answers after the app’s own write', () => {
  it('keeps the newer version of a lead and writes that one back', () => {
    const store = new LeadStore();
    const lead = randomLead(seededRandom(30), 7);
    const edited: Lead = { ...lead, name: 'Renamed in the app', dtUpdate: 2_000_000_000 };
    const stale: Lead = { ...lead, name: 'As the walk read it', dtUpdate: 1_900_000_000 };
    store.upsert([edited], 1);
    const rows = store.upsert([stale], 2);
    expect(rows.map((row) => row.lead.name)).toEqual(['Renamed in the app']);
    const slot = [...Array(store.slotCount).keys()].find((one) => store.recordAt(one) !== null) ?? -1;
    expect(store.recordAt(slot)?.field('name')).toBe('Renamed in the app');
    // A later version still replaces it.
    store.upsert([{ ...lead, name: 'Renamed elsewhere', dtUpdate: 2_000_000_100 }], 3);
    const latest = [...Array(store.slotCount).keys()].map((one) => store.recordAt(one)).find(Boolean);
    expect(latest?.field('name')).toBe('Renamed elsewhere');
  });

  it('keeps the app’s own save when the database read that started before it lands after it', () => {
    const store = new LeadStore();
    const lead = randomLead(seededRandom(31), 8);
    const other = randomLead(seededRandom(32), 9);
    // The page opened and saved at once: the save reaches the store while the database is still being read.
    store.upsert([{ ...lead, name: 'Saved in the app', dtUpdate: 2_000_000_000 }], 1);
    store.loadChunks([
      toLeadChunk([
        {
          id: lead.id,
          lead: { ...lead, name: 'As the database kept it', dtUpdate: 1_900_000_000 },
          seenAt: 0,
        },
        { id: other.id, lead: other, seenAt: 0 },
      ]),
    ]);
    expect(store.get(lead.id)?.name).toBe('Saved in the app');
    expect(store.get(other.id)?.name).toBe(other.name);
    // A row of the same or a later version still replaces it (a later chunk holds the newer copy).
    store.loadChunks([
      toLeadChunk([{ id: lead.id, lead: { ...lead, name: 'Later', dtUpdate: 2_000_000_000 }, seenAt: 0 }]),
    ]);
    expect(store.get(lead.id)?.name).toBe('Later');
  });
});

/** The leads as a reload reads them back: chunks of 500. */
function chunksOf(leads: readonly Lead[]): LeadChunk[] {
  const chunks: LeadChunk[] = [];
  for (let start = 0; start < leads.length; start += 500)
    chunks.push(
      toLeadChunk(leads.slice(start, start + 500).map((lead) => ({ id: lead.id, lead, seenAt: 1 }))),
    );
  return chunks;
}

/** The edges of a number column's widths: 1 byte, 2 bytes, 4 bytes (each width's least value is its null). */
const WIDTH_EDGES = [127, 128, -127, -128, -129, 255, 32767, 32768, -32767, -32768, -32769, 2147483647];

/**
 * Values at the edges of each column kind: past 1, 2 and 4 bytes, fractions, -0, blank and unshared texts, odd
 * e-mails.
 */
function oddLead(random: () => number, id: number): Lead {
  const lead = labelledLead(random, id);
  const odd = <T>(values: readonly T[], fallback: T): T =>
    random() < 0.25 ? pick(random, values) : fallback;
  return {
    ...lead,
    cost: odd([12.5, -0, 0, 2 ** 40, -2147483648, 1e-7], lead.cost),
    dtUpdate: odd([2 ** 31 + 5, 1_700_000_000], lead.dtUpdate),
    remoteId: odd([2 ** 40 + 1, 7, -3], null),
    sourceId: odd(WIDTH_EDGES, lead.sourceId),
    funnelStageId: odd([-128, 128], lead.funnelStageId),
    otherCount: odd([-32768, 32768, 200], lead.otherCount),
    locationCityId: odd([2147483647, -2147483647], lead.locationCityId),
    clientId: odd([1, 2 ** 33], null),
    email: odd(
      [
        '',
        '  ',
        'no-at-sign',
        'a@b@c.ru',
        'very.long.local.part.2025@mail.ru',
        'Ёжик@почта.рф',
        '@x.ru',
        'x@',
      ],
      lead.email,
    ),
    utmSource: odd(['', ' Yandex ', 'YANDEX'], lead.utmSource),
    utmCampaign: odd(['', 'Ремонт МСК'], lead.utmCampaign),
    phone: odd(['', '8 (916) 000-00-00', '+7 916 111 22 33', 'доб. 12', 'ÿ\u0000é'], lead.phone),
    gclid: odd([`g${id}`, '', 'x'.repeat(126), 'x'.repeat(127), 'ж'.repeat(126), 'ж'.repeat(300)], null),
    ip: odd(['\ud800', '::1', '🙂'], lead.ip),
    openstatAd: odd(['ad1', 'ad2'], null),
  };
}

const FIELDS = Object.keys(makeLeadShape()) as Array<keyof Lead>;
const EVERY_SORT: LeadSort[] = FIELDS.flatMap((field) => [
  { field, desc: false },
  { field, desc: true },
]);

function makeLeadShape(): Lead {
  return randomLead(seededRandom(1), 1);
}

/** A filter of every kind the list has, the UTM and campaign parts included, from the leads held. */
function anyFilter(random: () => number, held: readonly Lead[]): LeadFilter {
  const filter = randomFilter(random, held);
  const lead = pick(random, held);
  if (random() < 0.2) filter.utmSource = lead.utmSource ?? 'yandex';
  if (random() < 0.2) filter.utmMedium = lead.utmMedium ?? 'cpc';
  if (random() < 0.2) filter.utmCampaign = lead.utmCampaign ?? 'brand';
  if (random() < 0.2) filter.campaign = campaignKey(lead);
  return filter;
}

describe('the compact store over every field, filter and sort', () => {
  it('holds odd values exactly and answers as the plain records do through edits, deletions and compactions', async () => {
    const random = seededRandom(2026);
    const store = new LeadStore({ compactAtDead: () => 300 });
    const indexes = new LeadIndexes(store);
    const plain = new Map<number, Lead>();
    const put = (leads: Lead[]) => {
      for (const lead of leads) plain.set(lead.id, structuredClone(lead));
      store.upsert(leads, 1);
    };
    let nextId = 1;
    put(Array.from({ length: 2500 }, () => oddLead(random, nextId++)));
    const epochs = new Set<number>();
    for (let round = 0; round < 5; round += 1) {
      const held = [...plain.values()];
      expect(store.size).toBe(held.length);
      for (const lead of held) expect(store.get(lead.id), `lead ${lead.id}`).toEqual(lead);
      const records = held.map((lead) => toLeadRecord(structuredClone(lead)));
      for (const sort of EVERY_SORT) {
        const filter = anyFilter(random, held);
        const expected = sortRecords(records.filter(compileFilter(filter)), sort).map((record) => record.id);
        const found = indexes.find(filter, sort).map((record) => record.id);
        expect(found, JSON.stringify({ round, filter, sort })).toEqual(expected);
      }
      // The database's columns give back the same leads.
      const rows = store.records().map((record) => ({ id: record.id, lead: record.toLead(), seenAt: 3 }));
      expect(chunkLeads(toLeadChunk(rows)).map((row) => row.lead)).toEqual(
        rows.map((row) => plain.get(row.id)),
      );

      // Edits (a newer version each, so none is skipped as older), new leads, deletions.
      const edited = Array.from({ length: 400 }, () => {
        const lead = oddLead(random, pick(random, held).id);
        return { ...lead, dtUpdate: null };
      });
      put(edited);
      put(Array.from({ length: 200 }, () => oddLead(random, nextId++)));
      const gone = Array.from({ length: 200 }, () => pick(random, held).id);
      store.remove(gone);
      for (const id of gone) plain.delete(id);
      epochs.add(store.epoch);
    }
    expect(epochs.size).toBeGreaterThan(1);

    const reloaded = new LeadStore();
    const storage = await openDexieStorage(`compact-every-field-${Math.random()}`);
    await storage.write(
      store.records().map((record) => ({ id: record.id, lead: record.toLead(), seenAt: 9 })),
      null,
    );
    reloaded.loadChunks(await storage.loadLeads());
    for (const lead of plain.values()) expect(reloaded.get(lead.id), `reloaded ${lead.id}`).toEqual(lead);
    await storage.destroy();
  });
});

describe('the shared texts', () => {
  it('hold more distinct values than two bytes number, kept and read back exactly', () => {
    const store = new LeadStore();
    const leads = Array.from({ length: 40_000 }, (_, index) =>
      makeLead(index + 1, { name: `Client ${index}`, utmSource: index < 2 ? null : `source ${index % 3}` }),
    );
    store.upsert(leads.slice(0, 20_000), 1);
    store.upsert(leads.slice(20_000), 1);
    expect(store.sharedTexts).toBeGreaterThan(40_000);
    for (const lead of [leads[0], leads[1], leads[2], leads[32_766], leads[32_767], leads[39_999]]) {
      expect(store.get(lead?.id ?? 0)).toEqual(lead);
    }
    // A chunk of them numbers its words in four bytes (one of a few hundred leads, in two) and reads back the same.
    const rows = leads.map((lead) => ({ id: lead.id, lead, seenAt: 1 }));
    const chunk = toLeadChunk(rows);
    expect(chunk.wordOf.BYTES_PER_ELEMENT).toBe(4);
    expect(toLeadChunk(rows.slice(0, 500)).wordOf.BYTES_PER_ELEMENT).toBe(2);
    expect(chunkLeads(chunk)).toEqual(rows);
  });

  it('come back from a reload unchecked, read the same while their repeats are merged, and are held once after', () => {
    const random = seededRandom(77);
    const leads = Array.from({ length: 3000 }, (_, index) => labelledLead(random, index + 1));
    const reloaded = new LeadStore();
    reloaded.loadChunks(chunksOf(leads));
    const written = new LeadStore();
    written.upsert(leads, 1);
    // Each page's texts are in as the page numbered them: the labels of every page over again.
    expect(reloaded.sharedTexts).toBeGreaterThan(written.sharedTexts);
    const held = [...leads];
    let steps = 0;
    while (!reloaded.mergeRepeatedTexts(0)) {
      steps += 1;
      // New leads come in meanwhile, with texts the pages held and texts of their own.
      const added = Array.from({ length: 20 }, (_, index) => {
        const lead = labelledLead(random, 10_000 + steps * 20 + index);
        return { ...lead, utmTerm: index % 2 ? 'okna' : `term ${steps}` };
      });
      reloaded.upsert(added, 2);
      held.push(...added);
      for (const lead of held.slice(steps * 150, steps * 150 + 150))
        expect(reloaded.get(lead.id), `step ${steps}, lead ${lead.id}`).toEqual(lead);
    }
    expect(steps).toBeGreaterThan(10);
    for (const lead of held) expect(reloaded.get(lead.id)).toEqual(lead);
    const rewritten = new LeadStore();
    rewritten.upsert(held, 1);
    expect(reloaded.sharedTexts).toBe(rewritten.sharedTexts);
  });

  it('take 2 bytes a slot again once a reload’s repeats are merged and the distinct ones fit them', () => {
    // 80 pages of 500 leads, each naming its leads from 2,000 names: over 32,767 texts read back, 2,000 names distinct.
    const leads = Array.from({ length: 40_000 }, (_, index) =>
      makeLead(index + 1, { name: `Client ${(index * 7919) % 2000}` }),
    );
    const reloaded = new LeadStore();
    reloaded.loadChunks(chunksOf(leads));
    expect(reloaded.sharedTexts).toBeGreaterThan(32_767);
    while (!reloaded.mergeRepeatedTexts(50));
    const written = new LeadStore();
    written.upsert(leads, 1);
    expect(reloaded.sharedTexts).toBe(written.sharedTexts);
    // As small as the same leads read back from one chunk, which never held a repeat: the names' column went back
    // from 4 bytes a slot to 2, and the pool kept each text once.
    const single = new LeadStore();
    single.loadChunks([toLeadChunk(leads.map((lead) => ({ id: lead.id, lead, seenAt: 1 })))]);
    expect(reloaded.bytes).toBe(single.bytes);
    for (const lead of leads.filter((_, index) => index % 97 === 0))
      expect(reloaded.get(lead.id)).toEqual(lead);
  });

  it('merge a reload’s repeats in a compaction that comes first, and the merge under way stops', () => {
    const random = seededRandom(78);
    const leads = Array.from({ length: 2000 }, (_, index) => labelledLead(random, index + 1));
    const reloaded = new LeadStore({ compactAtDead: () => 300 });
    reloaded.loadChunks(chunksOf(leads));
    expect(reloaded.mergeRepeatedTexts(0)).toBe(false);
    const edited = leads.slice(0, 400).map((lead) => ({ ...lead, name: `${lead.name} again` }));
    reloaded.upsert(edited, 2);
    expect(reloaded.mergeRepeatedTexts(0)).toBe(true);
    const held = new Map([...leads, ...edited].map((lead) => [lead.id, lead]));
    for (const lead of held.values()) expect(reloaded.get(lead.id)).toEqual(lead);
    const rewritten = new LeadStore();
    rewritten.upsert([...held.values()], 1);
    expect(reloaded.sharedTexts).toBe(rewritten.sharedTexts);
  });

  it('let go of the names and labels no lead holds any more when the store compacts', () => {
    const store = new LeadStore({ compactAtDead: () => 100 });
    const leads = Array.from({ length: 200 }, (_, index) => makeLead(index + 1, { utmSource: 'yandex' }));
    store.upsert(leads, 1);
    const before = store.sharedTexts;
    for (let round = 1; round <= 10; round += 1)
      store.upsert(
        leads.map((lead) => ({ ...lead, name: `${lead.name} ${round}`, utmSource: `source ${round}` })),
        1,
      );
    // 200 names and one label now, as at the start (each round's 201 new values leave at the next compaction).
    expect(store.sharedTexts).toBeLessThanOrEqual(before + 201);
    for (const lead of leads) expect(store.get(lead.id)?.name).toBe(`${lead.name} 10`);
    expect(store.get(1)?.utmSource).toBe('source 10');
  });
});
