/**
 * Sign-out deletes the import journals (they hold the imported people's phones and e-mails). Kept free of Dexie
 * so the app shell can call it without loading the import.
 */
export const IMPORT_DATABASE_PREFIX = 'crm-import|';
const REGISTRY_KEY = 'crm.import.databases';

function registered(): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(REGISTRY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a journal's name for browsers without indexedDB.databases(). */
export function registerImportDatabase(name: string): void {
  const names = registered();
  if (!names.includes(name)) globalThis.localStorage?.setItem(REGISTRY_KEY, JSON.stringify([...names, name]));
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    // An open connection elsewhere gets a versionchange and closes (Dexie does so); either way we go on.
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}

export async function forgetImportJournals(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<void> {
  if (!factory) return;
  const names = new Set(registered());
  try {
    for (const database of await factory.databases()) {
      if (database.name?.startsWith(IMPORT_DATABASE_PREFIX)) names.add(database.name);
    }
  } catch {
    // databases() is missing in older browsers: the registry covers them.
  }
  await Promise.all([...names].map((name) => deleteDatabase(factory, name)));
  globalThis.localStorage?.removeItem(REGISTRY_KEY);
}
