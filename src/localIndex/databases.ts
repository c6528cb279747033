/**
 * Deletes every local index database (but `except`) with the plain IndexedDB API: it runs at sign-out and at start-up without
 * a session, where loading Dexie (and the worker) only to delete would be waste.
 */
export const INDEX_DATABASE_PREFIX = 'crm-lead-index-';

/** FNV-1a: a short, stable name that does not spell the account's address or user in the browser's storage. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36);
}

/** One database per account address and user. */
export function indexDatabaseName(accountAddress: string, username: string): string {
  return `${INDEX_DATABASE_PREFIX}${hash(`${accountAddress.replace(/\/+$/, '')}\n${username.toLowerCase()}`)}`;
}

/** The index's own database, or one of its companions (`<name>-history`). */
function belongsTo(name: string, kept: string | null): boolean {
  return kept !== null && (name === kept || name.startsWith(`${kept}-`));
}

export async function purgeIndexDatabases(except: string | null = null): Promise<void> {
  const factory = globalThis.indexedDB;
  if (!factory || typeof factory.databases !== 'function') return;
  const databases = await factory.databases();
  const doomed = databases
    .map((database) => database.name ?? '')
    .filter((name) => name.startsWith(INDEX_DATABASE_PREFIX) && !belongsTo(name, except));
  await Promise.all(
    doomed.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = factory.deleteDatabase(name);
          // A worker that still holds it closes on "versionchange" (Dexie does so by itself); then it goes.
          request.onsuccess = () => resolve();
          request.onerror = () => resolve();
        }),
    ),
  );
}
