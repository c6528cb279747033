/**
 * Sign-out deletes every batch journal (an import's rows hold people's phones and e-mails; a bulk change keeps
 * leads' previous values). Kept free of Dexie so the app shell can call it without loading a batch.
 */
import { readStoredJson, writeStored } from '@/shared/lib/browserStorage';

export const BATCH_DATABASE_PREFIX = 'crm-batch|';
/** Journals written before the runner was shared (import only). */
const LEGACY_PREFIXES = ['crm-import|'];
const REGISTRY_KEY = 'crm.batch.databases';
const LEGACY_REGISTRY_KEYS = ['crm.import.databases'];

function registered(key: string): string[] {
  const parsed = readStoredJson(key);
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
}

/** Remembers a journal's name for browsers without indexedDB.databases(). */
export function registerBatchDatabase(name: string): void {
  const names = registered(REGISTRY_KEY);
  if (!names.includes(name)) writeStored(REGISTRY_KEY, JSON.stringify([...names, name]));
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

export async function forgetBatchJournals(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<void> {
  if (!factory) return;
  const keys = [REGISTRY_KEY, ...LEGACY_REGISTRY_KEYS];
  const names = new Set(keys.flatMap(registered));
  const prefixes = [BATCH_DATABASE_PREFIX, ...LEGACY_PREFIXES];
  try {
    for (const database of await factory.databases()) {
      const name = database.name;
      if (name && prefixes.some((prefix) => name.startsWith(prefix))) names.add(name);
    }
  } catch {
    // databases() is missing in older browsers: the registry covers them.
  }
  await Promise.all([...names].map((name) => deleteDatabase(factory, name)));
  for (const key of keys) writeStored(key, null);
}
