import { describe, expect, it } from 'vitest';
import { nextTurn } from './nextTurn';

describe('a turn for the event loop', () => {
  it('gives each waiter its turn in the order they asked, alongside other tasks, again and again', async () => {
    const order: string[] = [];
    const queued = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('timer');
        resolve();
      }, 0),
    );
    const turns = [1, 2, 3].map((turn) =>
      nextTurn({ behindQueued: true }).then(() => order.push(`turn ${turn}`)),
    );
    await Promise.all([...turns, queued]);
    expect(order.filter((entry) => entry !== 'timer')).toEqual(['turn 1', 'turn 2', 'turn 3']);
    // And again, through the same channel.
    await nextTurn({ behindQueued: true });
    expect(order).toHaveLength(4);
  });
});
