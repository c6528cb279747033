interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * A turn for the event loop, without setTimeout's clamp: after five nested timers each waits at least 4 ms, which
 * added ~40 ms of idle to every page of the index's sync when its rows were parsed in ten slices, and 4 ms to each
 * of the hundreds of slices a reload builds the indexes in.
 *
 * `behindQueued`: after every task already waiting (a message to ourselves, in turn with the other messages), so
 * the questions that came in meanwhile go first. Otherwise scheduler.yield() where the browser has it (its
 * continuation goes before other waiting tasks, not before rendering), else the same message.
 */
export function nextTurn({ behindQueued = false }: { behindQueued?: boolean } = {}): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (!behindQueued && scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    waiting.push(resolve);
    turnChannel().port2.postMessage(null);
  });
}

/** Those waiting for their turn, in the order their messages were sent. */
const waiting: Array<() => void> = [];
let channel: MessageChannel | null = null;

/**
 * One channel for every turn: a new MessageChannel each time took the worker about 50 ms in all over the
 * hundreds of slices a reload at 1,000,000 leads builds its indexes in (profiled in Chromium).
 */
function turnChannel(): MessageChannel {
  if (channel === null) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // Node (the tests) would otherwise stay alive for the open port; a browser has no such method.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  return channel;
}
