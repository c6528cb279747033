import { describe, expect, it } from 'vitest';
import { reusedStorage } from './reusedStorage';
import { type IndexStorage, memoryStorage } from './storage';

function counting(): { open: () => Promise<IndexStorage>; opened: () => number; destroyed: () => number } {
  let opened = 0;
  let destroyed = 0;
  return {
    open: async () => {
      opened += 1;
      return {
        ...memoryStorage(),
        destroy: async () => {
          destroyed += 1;
        },
      };
    },
    opened: () => opened,
    destroyed: () => destroyed,
  };
}

describe('one database connection for the engines a worker starts', () => {
  it('opens the database once however many engines ask', async () => {
    const database = counting();
    const open = reusedStorage(database.open);
    await Promise.all([open(), open(), open()]);
    expect(database.opened()).toBe(1);
  });

  it('opens it anew after it was destroyed', async () => {
    const database = counting();
    const open = reusedStorage(database.open);
    await (await open()).destroy();
    expect(database.destroyed()).toBe(1);
    await open();
    expect(database.opened()).toBe(2);
  });

  it('asks again after a refusal', async () => {
    let attempts = 0;
    const open = reusedStorage(async () => {
      attempts += 1;
      if (attempts === 1) throw new DOMException('no', 'SecurityError');
      return memoryStorage();
    });
    await expect(open()).rejects.toThrow('no');
    await expect(open()).resolves.toMatchObject({ kind: 'memory' });
  });
});
