import { describe, expect, it } from 'vitest';
import { KEY_RUN_GAP_MS, type KeyOutcome, KeyQueue } from './keyQueue';

const key = (code: string) => ({ code }) as KeyboardEvent;

/** A binding's run that notes its name, then answers `outcome`. */
function noting(log: string[], name: string, outcome: KeyOutcome): () => KeyOutcome {
  return () => {
    log.push(name);
    return outcome;
  };
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('KeyQueue', () => {
  it('acts at once when the screen can', () => {
    const queue = new KeyQueue();
    const log: string[] = [];
    queue.register([{ code: 'KeyJ', run: noting(log, 'j', 'done') }]);
    expect(queue.press(key('KeyJ'))).toBe(true);
    expect(queue.press(key('KeyX'))).toBe(false);
    expect(log).toEqual(['j']);
  });

  it('keeps keys pressed while the screen is not ready, and acts on them in order once it is', () => {
    const queue = new KeyQueue();
    let ready = false;
    const log: string[] = [];
    const step = (name: string) => (): KeyOutcome => {
      if (!ready) return 'notYet';
      log.push(name);
      ready = false;
      return 'done';
    };
    queue.register([
      { code: 'KeyJ', run: step('next') },
      { code: 'KeyK', run: step('previous') },
    ]);
    queue.press(key('KeyJ'));
    queue.press(key('KeyJ'));
    queue.press(key('KeyK'));
    expect(log).toEqual([]);
    for (let render = 0; render < 3; render += 1) {
      ready = true;
      queue.drain();
    }
    expect(log).toEqual(['next', 'next', 'previous']);
    expect(queue.waiting).toBe(0);
  });

  it('waits for a request in flight before the next key (T then J)', async () => {
    const queue = new KeyQueue();
    const request = deferred();
    const log: string[] = [];
    queue.register([
      { code: 'KeyT', run: noting(log, 'take', request.promise) },
      { code: 'KeyJ', run: noting(log, 'next', 'done') },
    ]);
    queue.press(key('KeyT'));
    queue.press(key('KeyJ'));
    expect(log).toEqual(['take']);
    request.resolve();
    await request.promise;
    await Promise.resolve();
    expect(log).toEqual(['take', 'next']);
  });

  it('lets the latest screen answer, and a key pressed while the next screen mounts waits for it', () => {
    const queue = new KeyQueue();
    const log: string[] = [];
    const unregister = queue.register([{ code: 'KeyJ', run: noting(log, 'old', 'notYet') }]);
    queue.press(key('KeyJ'));
    unregister();
    expect(queue.press(key('KeyJ'))).toBe(true);
    queue.register([{ code: 'KeyJ', run: noting(log, 'new', 'done') }]);
    queue.drain();
    expect(log).toEqual(['old', 'new', 'new']);
  });

  it('keeps a key however long its screen takes, and drops the waiting keys when the person moves on', () => {
    const log: string[] = [];
    let ready = false;
    const queue = new KeyQueue();
    queue.register([
      {
        code: 'KeyJ',
        run: () => {
          if (!ready) return 'notYet';
          log.push('J');
          return 'done';
        },
      },
    ]);
    queue.press(key('KeyJ'));
    queue.drain();
    queue.drain();
    expect(queue.waiting).toBe(1);
    ready = true;
    queue.drain();
    expect(log).toEqual(['J']);

    ready = false;
    queue.press(key('KeyJ'));
    queue.clear();
    ready = true;
    queue.drain();
    expect(log).toEqual(['J']);
  });

  it('keeps a run of keys past any wait, and drops it when a key comes after a long pause', () => {
    const log: string[] = [];
    let now = 0;
    let ready = false;
    const queue = new KeyQueue(() => now);
    queue.register([
      { code: 'KeyJ', run: () => (ready ? noting(log, 'J', 'done')() : 'notYet') },
      { code: 'KeyK', run: noting(log, 'K', 'done') },
    ]);
    queue.press(key('KeyJ'));
    now = 40;
    queue.press(key('KeyJ'));
    now = 30_000;
    queue.drain();
    expect(queue.waiting).toBe(2);
    ready = true;
    queue.drain();
    expect(log).toEqual(['J', 'J']);

    ready = false;
    queue.press(key('KeyJ'));
    now += KEY_RUN_GAP_MS + 1;
    // The screen J waits for never came: K, pressed after the pause, is not stuck behind it.
    expect(queue.press(key('KeyK'))).toBe(true);
    expect(log).toEqual(['J', 'J', 'K']);
    expect(queue.waiting).toBe(0);
  });

  it('asks `when` at the press whether the key is the binding’s', () => {
    const queue = new KeyQueue();
    queue.register([{ code: 'Enter', when: () => false, run: () => 'done' }]);
    expect(queue.press(key('Enter'))).toBe(false);
  });

  it('holds a key of the run while no screen binds it (the next page loading), and no other key', () => {
    let now = 0;
    const queue = new KeyQueue(() => now);
    const log: string[] = [];
    const leadPage = (name: string) => [
      { code: 'KeyJ', run: noting(log, `${name}:J`, 'done') },
      { code: 'KeyK', run: noting(log, `${name}:K`, 'done') },
    ];
    const first = queue.register(leadPage('first'));
    queue.press(key('KeyJ'));
    // J moved on: the first lead's page is gone, the next one's still loading when J and K come.
    first();
    now = 60;
    expect(queue.press(key('KeyJ'))).toBe(true);
    now = 90;
    expect(queue.press(key('KeyK'))).toBe(true);
    // Enter was not the lead page's: a button's Enter stays the button's.
    expect(queue.press(key('Enter'))).toBe(false);
    queue.register(leadPage('second'));
    queue.drain();
    expect(log).toEqual(['first:J', 'second:J', 'second:K']);
  });
});
