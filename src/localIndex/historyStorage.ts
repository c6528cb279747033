import Dexie, { type Table } from 'dexie';
import type { HistoryStorage, SeenChange } from './history';

interface HistoryRow {
  leadId: number;
  changes: SeenChange[];
}

class HistoryDatabase extends Dexie {
  leads!: Table<HistoryRow, number>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ leads: 'leadId' });
  }
}

/** The index's companion database: its name starts with the index's, so it is deleted with it (databases.ts). */
export function historyDatabaseName(indexDatabaseName: string): string {
  return `${indexDatabaseName}-history`;
}

export async function openHistoryStorage(indexDatabaseName: string): Promise<HistoryStorage> {
  const name = historyDatabaseName(indexDatabaseName);
  const database = new HistoryDatabase(name);
  await database.open();
  return {
    load: () => database.leads.toArray(),
    write: async (leadId, changes) => {
      await database.leads.put({ leadId, changes: [...changes] });
    },
    remove: async (leadIds) => {
      await database.leads.bulkDelete([...leadIds]);
    },
    destroy: async () => {
      database.close();
      await Dexie.delete(name);
    },
  };
}
