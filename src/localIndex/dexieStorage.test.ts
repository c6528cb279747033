import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Lead } from '@/api/schemas/lead';
import { openDexieStorage } from './dexieStorage';
import type { StoredLead } from './leadStore';

function stored(id: number, name: string): StoredLead {
  return { id, lead: { id, name } as Lead, seenAt: 1 };
}

const names = (rows: readonly StoredLead[]) => rows.map((row) => `${row.id}:${row.lead.name}`);

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
});
