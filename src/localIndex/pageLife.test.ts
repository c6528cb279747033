import { describe, expect, it } from 'vitest';
import { holdPageLock, whenPageGone } from './pageLife';
import { fakeLocks } from './testing/fakeLocks';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a page's life, as the worker sees it", () => {
  it('is not taken for gone while the page holds its lock, and is once it lets go', async () => {
    const locks = fakeLocks();
    const lock = await holdPageLock('page-1', locks);
    let gone = false;
    whenPageGone(
      'page-1',
      () => {
        gone = true;
      },
      locks,
    );
    await settle();
    expect(gone).toBe(false);
    lock?.release();
    await settle();
    expect(gone).toBe(true);
  });

  it('tells apart two pages: one closing leaves the other served', async () => {
    const locks = fakeLocks();
    const first = await holdPageLock('page-1', locks);
    await holdPageLock('page-2', locks);
    const goneOnes: string[] = [];
    for (const id of ['page-1', 'page-2']) whenPageGone(id, () => goneOnes.push(id), locks);
    first?.release();
    await settle();
    expect(goneOnes).toEqual(['page-1']);
  });

  it('without Web Locks holds nothing and watches nothing', async () => {
    await expect(holdPageLock('page-1', null)).resolves.toBeNull();
    let gone = false;
    whenPageGone(
      'page-1',
      () => {
        gone = true;
      },
      null,
    );
    await settle();
    expect(gone).toBe(false);
  });
});
