import { describe, expect, it } from 'vitest';
import { waitForCardTurn } from './cardTurns';

function shown(): { calls: string[]; done: Promise<void>; show(name: string, last?: boolean): () => void } {
  const calls: string[] = [];
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    calls,
    done,
    show:
      (name, last = false) =>
      () => {
        calls.push(name);
        if (last) finish();
      },
  };
}

describe('waitForCardTurn', () => {
  it('shows each column in a task of its own, in the order they asked, never at once', async () => {
    const { calls, done, show } = shown();
    const microtasksSeen: string[] = [];
    const inTurn =
      (name: string, last = false) =>
      () => {
        // A later column's turn comes after the microtasks of the one before: a task of its own.
        expect(microtasksSeen).toEqual(calls);
        show(name, last)();
        queueMicrotask(() => microtasksSeen.push(name));
      };
    waitForCardTurn(inTurn('first'));
    waitForCardTurn(inTurn('second'));
    waitForCardTurn(inTurn('third', true));
    expect(calls).toEqual([]);
    await done;
    expect(calls).toEqual(['first', 'second', 'third']);
  });

  it('skips a column that left the page before its turn, and starts again for columns that come later', async () => {
    const first = shown();
    waitForCardTurn(first.show('kept'));
    const giveUp = waitForCardTurn(first.show('left'));
    waitForCardTurn(first.show('last', true));
    giveUp();
    await first.done;
    expect(first.calls).toEqual(['kept', 'last']);

    const later = shown();
    waitForCardTurn(later.show('after', true));
    await later.done;
    expect(later.calls).toEqual(['after']);
  });
});
