import type { IndexStorage } from './storage';

/**
 * One connection to the database for every engine a worker starts. A following tab (./leadership.ts) starts an
 * engine afresh each time it reads the leader's copy back; each opening its own connection would leave one open
 * per read (Dexie keeps every open database in its own list). Destroying it ("Clear local copy", sign-out) lets the
 * next engine open the database anew.
 */
export function reusedStorage(open: () => Promise<IndexStorage>): () => Promise<IndexStorage> {
  let opened: Promise<IndexStorage> | null = null;
  const forget = (which: Promise<IndexStorage>) => {
    if (opened === which) opened = null;
  };
  return () => {
    if (opened) return opened;
    const opening: Promise<IndexStorage> = open().then(
      (storage): IndexStorage => ({
        kind: storage.kind,
        loadLeads: () => storage.loadLeads(),
        loadCheckpoint: () => storage.loadCheckpoint(),
        write: (rows, checkpoint) => storage.write(rows, checkpoint),
        remove: (ids, checkpoint) => storage.remove(ids, checkpoint),
        destroy: async () => {
          forget(opening);
          await storage.destroy();
        },
      }),
    );
    opened = opening;
    // A refusal (private mode, no room) is asked again by the next engine, as before.
    opening.catch(() => forget(opening));
    return opening;
  };
}
