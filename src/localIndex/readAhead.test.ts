import { describe, expect, it } from 'vitest';
import { readAhead } from './readAhead';
import { type IndexStorage, memoryStorage } from './storage';

function countingReads(): { open: () => Promise<IndexStorage>; reads: () => number; opened: () => number } {
  let reads = 0;
  let opened = 0;
  return {
    open: async () => {
      opened += 1;
      return {
        ...memoryStorage(),
        loadLeads: async () => {
          reads += 1;
          return [];
        },
      };
    },
    reads: () => reads,
    opened: () => opened,
  };
}

describe('the stored copy read ahead', () => {
  it('is read before anything asks, and the first engine to ask gets that read, not another', async () => {
    const database = countingReads();
    const open = readAhead(database.open);
    await Promise.resolve();
    await Promise.resolve();
    expect(database.reads()).toBe(1);
    const storage = await open();
    expect(await storage.loadLeads()).toEqual([]);
    expect(database.reads()).toBe(1);
    // A later read (the copy cleared, a follower catching up) asks the database again.
    await storage.loadLeads();
    expect(database.reads()).toBe(2);
  });

  it('hands a later engine a storage that reads anew', async () => {
    const database = countingReads();
    const open = readAhead(database.open);
    await (await open()).loadLeads();
    await (await open()).loadLeads();
    expect(database.reads()).toBe(2);
  });

  it('leaves a refusal to the engine that asks, and the next engine asks the database again', async () => {
    const refusal = new DOMException('refused', 'SecurityError');
    let opened = 0;
    const open = readAhead(async () => {
      opened += 1;
      if (opened === 1) throw refusal;
      return memoryStorage();
    });
    await expect(open()).rejects.toBe(refusal);
    expect((await open()).kind).toBe('memory');
    expect(opened).toBe(2);
  });
});
