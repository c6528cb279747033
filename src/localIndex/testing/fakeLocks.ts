import type { LockManagerLike } from '../pageLife';

/** Web Locks in miniature: exclusive, granted in the order asked; a holder lets go when its callback settles. */
export function fakeLocks(): LockManagerLike {
  const queues = new Map<string, Array<() => void>>();
  return {
    request(name, callback) {
      return new Promise((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const run = () => {
          Promise.resolve()
            .then(callback)
            .then(resolve, reject)
            .finally(() => {
              queue.shift();
              queue[0]?.();
            });
        };
        queue.push(run);
        if (queue.length === 1) run();
      });
    },
  };
}
