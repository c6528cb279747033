import Dexie, { type Table } from 'dexie';
import type { StoredLead } from './leadStore';
import type { IndexStorage } from './storage';
import type { SyncCheckpoint } from './syncPlanner';

/** Bumped whenever what is stored changes shape: a database of another version is dropped and rebuilt. */
export const SCHEMA_VERSION = 1;

interface MetaRow {
  key: 'schema' | 'checkpoint';
  value: unknown;
}

class IndexDatabase extends Dexie {
  leads!: Table<StoredLead, number>;
  meta!: Table<MetaRow, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ leads: 'id', meta: 'key' });
  }
}

function isCheckpoint(value: unknown): value is SyncCheckpoint {
  return typeof value === 'object' && value !== null && 'walk' in value && 'lastWalkAt' in value;
}

/**
 * Opens (or creates) the account's database. One written by another schema version, or one that cannot be read,
 * is deleted and made anew: the CRM holds the truth, the index is only a copy. Throws when storage is refused.
 */
export async function openDexieStorage(name: string): Promise<IndexStorage> {
  let database = new IndexDatabase(name);
  try {
    await database.open();
    const schema = await database.meta.get('schema');
    if (schema && schema.value !== SCHEMA_VERSION) throw new Error('old schema');
    if (!schema) await database.meta.put({ key: 'schema', value: SCHEMA_VERSION });
  } catch (error) {
    database.close();
    if (error instanceof Error && error.message !== 'old schema' && !isUnreadable(error)) throw error;
    await Dexie.delete(name);
    database = new IndexDatabase(name);
    await database.open();
    await database.meta.put({ key: 'schema', value: SCHEMA_VERSION });
  }
  return dexieStorage(database);
}

/** A database written by a newer build (higher version) or a store layout Dexie cannot upgrade. */
function isUnreadable(error: Error): boolean {
  const inner = (error as { inner?: { name?: string } }).inner?.name;
  return ['VersionError', 'UpgradeError', 'DataError', 'NotFoundError'].some(
    (name) => error.name === name || inner === name,
  );
}

function dexieStorage(database: IndexDatabase): IndexStorage {
  const saveCheckpoint = (checkpoint: SyncCheckpoint | null) =>
    checkpoint ? database.meta.put({ key: 'checkpoint', value: checkpoint }) : Promise.resolve();
  return {
    kind: 'indexeddb',
    loadLeads: () => database.leads.toArray(),
    loadCheckpoint: async () => {
      const row = await database.meta.get('checkpoint');
      return isCheckpoint(row?.value) ? row.value : null;
    },
    write: (rows, checkpoint) =>
      database.transaction('rw', database.leads, database.meta, async () => {
        if (rows.length > 0) await database.leads.bulkPut([...rows]);
        await saveCheckpoint(checkpoint);
      }),
    remove: (ids, checkpoint) =>
      database.transaction('rw', database.leads, database.meta, async () => {
        if (ids.length > 0) await database.leads.bulkDelete([...ids]);
        await saveCheckpoint(checkpoint);
      }),
    destroy: async () => {
      database.close();
      await Dexie.delete(database.name);
    },
  };
}
