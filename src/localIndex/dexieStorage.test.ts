import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import { storedValue } from './columns';
import { openDexieStorage } from './dexieStorage';
import { chunkLeads, type LeadChunk, toLeadChunk } from './leadChunks';
import { numberFieldsOf } from './leadColumns';
import type { StoredLead } from './leadStore';
import { makeLead } from './testing/fakeCrm';

/** A lead with texts of every kind the chunks keep: shared, packed, and one kept aside (over 126 characters). */
function stored(id: number, name: string): StoredLead {
  const lead: Lead = makeLead(id, {
    name,
    phone: `+7 916 000-00-0${id}`,
    email: id === 3 ? `${'почта'.repeat(30)}@example.test` : `lead${id}@почта.рф`,
    utmSource: id % 2 === 0 ? 'yandex' : null,
  });
  return { id, lead, seenAt: id };
}

const names = (chunks: readonly LeadChunk[]) =>
  chunks.flatMap(chunkLeads).map((row) => `${row.id}:${row.lead.name}`);

describe('the index database', () => {
  it('keeps one copy of each lead across reopenings, the newest, when leads are written again after a reload', async () => {
    const name = `chunks-${Math.random()}`;
    const first = await openDexieStorage(name);
    await first.loadLeads();
    await first.write([stored(1, 'a'), stored(2, 'b'), stored(3, 'c')], null);
    await first.write([stored(2, 'b2')], null);

    // A reload: the chunks are read back, then a lead read earlier is written again.
    const second = await openDexieStorage(name);
    expect(names(await second.loadLeads())).toEqual(['1:a', '3:c', '2:b2']);
    await second.write([stored(3, 'c2'), stored(4, 'd')], null);
    await second.remove([1], null);

    const third = await openDexieStorage(name);
    const leads = (await third.loadLeads()).flatMap(chunkLeads);
    expect(leads.map((row) => `${row.id}:${row.lead.name}`).sort()).toEqual(['2:b2', '3:c2', '4:d']);
    // Every field comes back as written, through chunks kept without some of their leads.
    expect(leads.sort((a, b) => a.id - b.id)).toEqual([stored(2, 'b2'), stored(3, 'c2'), stored(4, 'd')]);
  });

  it('knows where each lead of a large copy lives after a reload, though it maps the chunks a few at a time', async () => {
    const name = `chunks-many-${Math.random()}`;
    const first = await openDexieStorage(name);
    await first.loadLeads();
    // 150 chunks of two leads: more than two turns of the map made before the first write.
    for (let chunk = 0; chunk < 150; chunk += 1)
      await first.write([stored(chunk * 2 + 1, `a${chunk}`), stored(chunk * 2 + 2, `b${chunk}`)], null);

    const second = await openDexieStorage(name);
    await second.loadLeads();
    await second.write(
      [stored(1, 'first again'), stored(199, 'middle again'), stored(300, 'last again')],
      null,
    );
    await second.remove([2, 250], null);

    const leads = (await (await openDexieStorage(name)).loadLeads()).flatMap(chunkLeads);
    const ids = leads.map((row) => row.id);
    expect(ids).toHaveLength(298);
    expect(new Set(ids).size).toBe(298);
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(250);
    const byId = new Map(leads.map((row) => [row.id, row.lead.name]));
    expect([byId.get(1), byId.get(199), byId.get(300), byId.get(3)]).toEqual([
      'first again',
      'middle again',
      'last again',
      'a1',
    ]);
  });

  it("reads the chunks the last build wrote (every number in one Float64Array) and rewrites them in today's form", async () => {
    const name = `chunks-flat-${Math.random()}`;
    const written = [stored(1, 'a'), stored(2, 'b'), stored(3, 'c')];
    const chunk = toLeadChunk(written);
    // The last build's form: field f of row i at f * count + i, NaN for null; the words' numbers in four bytes.
    const flat = new Float64Array(numberFieldsOf(chunk).length * chunk.count).fill(Number.NaN);
    numberFieldsOf(chunk).forEach((values, field) => {
      for (let row = 0; values !== null && row < chunk.count; row += 1)
        flat[field * chunk.count + row] = storedValue(values, row) ?? Number.NaN;
    });
    const old = new Dexie(name);
    old.version(5).stores({ chunks: 'id', meta: 'key' });
    await old.table('meta').put({ key: 'schema', value: 5 });
    await old.table('chunks').put({ ...chunk, id: 1, numbers: flat, wordOf: Int32Array.from(chunk.wordOf) });
    old.close();

    const storage = await openDexieStorage(name);
    expect((await storage.loadLeads()).flatMap(chunkLeads)).toEqual(written);
    // A lead written again leaves the old chunk, which is kept without it.
    await storage.write([stored(2, 'b2')], null);
    const reopened = await openDexieStorage(name);
    expect(names(await reopened.loadLeads())).toEqual(['1:a', '3:c', '2:b2']);
    expect((await reopened.loadLeads()).flatMap(chunkLeads)[0]).toEqual(written[0]);
    await reopened.destroy();
  });

  it.each([
    { schema: 3, chunk: { id: 1, leads: [makeLead(1)], seenAt: Float64Array.of(1) } },
    {
      schema: 4,
      chunk: {
        id: 1,
        count: 1,
        numbers: new Float64Array(15),
        texts: new Array(24).fill(null),
        seenAt: Float64Array.of(1),
      },
    },
  ])(
    'rebuilds a database an earlier build wrote (schema $schema) and keeps working',
    async ({ schema, chunk }) => {
      const name = `chunks-v${schema}-${Math.random()}`;
      const old = new Dexie(name);
      old.version(schema).stores({ chunks: 'id', meta: 'key' });
      await old.table('meta').put({ key: 'schema', value: schema });
      await old.table('chunks').put(chunk);
      old.close();

      const storage = await openDexieStorage(name);
      expect(await storage.loadLeads()).toEqual([]);
      const lead = makeLead(2, { name: 'После обновления', cost: 12.5, email: 'x@почта.рф' });
      await storage.write([{ id: 2, lead, seenAt: 7 }], null);
      const reopened = await openDexieStorage(name);
      expect((await reopened.loadLeads()).flatMap(chunkLeads)).toEqual([{ id: 2, lead, seenAt: 7 }]);
      await reopened.destroy();
    },
  );
});
