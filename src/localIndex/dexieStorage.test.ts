import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import { openDexieStorage } from './dexieStorage';
import { chunkLeads, type LeadChunk } from './leadChunks';
import type { StoredLead } from './leadStore';
import { makeLead } from './testing/fakeCrm';

function stored(id: number, name: string): StoredLead {
  return { id, lead: { id, name } as Lead, seenAt: 1 };
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
    expect(names(await third.loadLeads()).sort()).toEqual(['2:b2', '3:c2', '4:d']);
  });

  it('rebuilds a database the previous build wrote (chunks of lead objects) and keeps working', async () => {
    const name = `chunks-v3-${Math.random()}`;
    const old = new Dexie(name);
    old.version(3).stores({ chunks: 'id', meta: 'key' });
    await old.table('meta').put({ key: 'schema', value: 3 });
    await old.table('chunks').put({ id: 1, leads: [makeLead(1)], seenAt: Float64Array.of(1) });
    old.close();

    const storage = await openDexieStorage(name);
    expect(await storage.loadLeads()).toEqual([]);
    const lead = makeLead(2, { name: 'После обновления', cost: 12.5, email: 'x@почта.рф' });
    await storage.write([{ id: 2, lead, seenAt: 7 }], null);
    const reopened = await openDexieStorage(name);
    expect((await reopened.loadLeads()).flatMap(chunkLeads)).toEqual([{ id: 2, lead, seenAt: 7 }]);
    await reopened.destroy();
  });
});
