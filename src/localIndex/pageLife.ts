/**
 * How a worker learns that a page has gone. Each page holds a Web Lock named for its connection as long as it is
 * connected; the browser lets go of it when the page closes, crashes or navigates away (or when it disconnects),
 * and the worker, waiting for the same lock, is let in then. No heartbeat, no timer: a page asleep in the
 * background is not taken for dead.
 */

/** The part of `navigator.locks` used here (tests pass their own). */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<unknown> | unknown): Promise<unknown>;
}

const PAGE_LOCK_PREFIX = 'crm-lead-index-page-';

export function newPageId(): string {
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36)}`;
  return `${PAGE_LOCK_PREFIX}${random}`;
}

function locksOf(scope: { navigator?: { locks?: LockManagerLike } }): LockManagerLike | null {
  return scope.navigator?.locks ?? null;
}

/**
 * On the page: takes the page's lock and keeps it until `release` is called (or the page dies). Resolves once the
 * lock is held, so the worker, told the name after that, cannot be let in early. Null without Web Locks.
 */
export async function holdPageLock(
  id: string,
  locks: LockManagerLike | null = locksOf(globalThis),
): Promise<{ release(): void } | null> {
  if (!locks) return null;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await new Promise<void>((held) => {
    void locks.request(id, () => {
      held();
      return released;
    });
  });
  return { release };
}

/** In the worker: calls `onGone` once the page holding the lock `id` has let go of it (closed or disconnected). */
export function whenPageGone(
  id: string,
  onGone: () => void,
  locks: LockManagerLike | null = locksOf(globalThis),
): void {
  if (!locks) return;
  void locks.request(id, () => onGone());
}
