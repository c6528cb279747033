import type { IndexStorage } from './storage';

/**
 * Opens the database and reads the stored copy now, before anything asks for it: the first storage handed out
 * answers its first reads with the ones already under way; later reads, and later storages, ask the database
 * again. A SharedWorker knows its database by its name (client.ts), so after a reload it need not wait for the
 * page's start, which comes only once the page has rendered (100 ms and more on a cold start).
 */
export function readAhead(open: () => Promise<IndexStorage>): () => Promise<IndexStorage> {
  const opening = open();
  const ahead = opening.then((storage) => ({
    leads: storage.loadLeads(),
    checkpoint: storage.loadCheckpoint(),
  }));
  // A refusal or a failed read is the engine's to handle when it asks; until then it is not an unhandled one.
  void ahead.then(
    ({ leads, checkpoint }) => Promise.all([leads, checkpoint]).catch(() => undefined),
    () => undefined,
  );
  let handedOut = false;
  return async () => {
    // Handed out once, refused or not: a refusal is asked again by the next engine, as reusedStorage does.
    if (handedOut) return open();
    handedOut = true;
    const storage = await opening;
    const { leads, checkpoint } = await ahead;
    let leadsRead = false;
    let checkpointRead = false;
    return {
      ...storage,
      loadLeads: () => {
        if (leadsRead) return storage.loadLeads();
        leadsRead = true;
        return leads;
      },
      loadCheckpoint: () => {
        if (checkpointRead) return storage.loadCheckpoint();
        checkpointRead = true;
        return checkpoint;
      },
    };
  };
}
