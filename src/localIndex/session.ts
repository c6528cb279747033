import { purgeIndexDatabases } from './databases';

/**
 * Ends the local copy with the session: at sign-out (here or in another tab) the worker stops and every index
 * database is deleted. Kept apart from the connection so the sign-out path loads no worker code.
 */
export async function endLocalIndex(): Promise<void> {
  const { disconnectLocalIndex } = await import('./connection');
  await disconnectLocalIndex({ destroy: true });
}

/** Start-up without a session: whatever a previous session left (a closed "session only" tab) is deleted. */
export function purgeLeftoverIndexes(): Promise<void> {
  return purgeIndexDatabases();
}
