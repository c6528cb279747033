import Dexie, { type Table } from 'dexie';
import { IMPORT_DATABASE_PREFIX, registerImportDatabase } from './forgetImportJournals';
import type { ImportRecord, ImportStatus, JournalRow, RowState } from './journalTypes';

class ImportDatabase extends Dexie {
  imports!: Table<ImportRecord, string>;
  rows!: Table<JournalRow, [string, number]>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      imports: 'id, status, createdAt',
      rows: '[importId+index], [importId+state]',
    });
  }
}

/** One database per CRM account and user: another user on the same browser never sees (or resumes) these rows. */
export function importDatabaseName(apiBaseUrl: string, username: string): string {
  return `${IMPORT_DATABASE_PREFIX}${apiBaseUrl}|${username}`;
}

export type RowUpdate = Partial<Pick<JournalRow, 'state' | 'leadId' | 'fieldErrors' | 'reason' | 'sentAt'>>;

/** The import's journal in IndexedDB: what was read, and each row's state before and after its request. */
export class ImportJournal {
  private readonly db: ImportDatabase;

  constructor(name: string) {
    registerImportDatabase(name);
    this.db = new ImportDatabase(name);
  }

  /** Starts an import, replacing earlier ones (one import at a time; their personal data goes with them). */
  async create(record: ImportRecord, rows: JournalRow[]): Promise<void> {
    await this.db.transaction('rw', this.db.imports, this.db.rows, async () => {
      await this.db.imports.clear();
      await this.db.rows.clear();
      await this.db.imports.add(record);
      await this.db.rows.bulkAdd(rows);
    });
  }

  /** The import still in progress (running or paused), if a reload or a crash interrupted one. */
  async unfinished(): Promise<ImportRecord | null> {
    const running = await this.db.imports.where('status').equals('running').first();
    return running ?? null;
  }

  record(importId: string): Promise<ImportRecord | undefined> {
    return this.db.imports.get(importId);
  }

  rows(importId: string): Promise<JournalRow[]> {
    return this.db.rows
      .where('[importId+index]')
      .between([importId, Dexie.minKey], [importId, Dexie.maxKey])
      .toArray();
  }

  rowsIn(importId: string, state: RowState): Promise<JournalRow[]> {
    return this.db.rows.where('[importId+state]').equals([importId, state]).toArray();
  }

  async updateRow(importId: string, index: number, update: RowUpdate): Promise<void> {
    await this.db.rows.update([importId, index], update);
  }

  async updateRows(importId: string, indexes: readonly number[], update: RowUpdate): Promise<void> {
    await this.db.transaction('rw', this.db.rows, async () => {
      for (const index of indexes) await this.db.rows.update([importId, index], update);
    });
  }

  async setStatus(importId: string, status: ImportStatus): Promise<void> {
    await this.db.imports.update(importId, { status });
  }

  async discard(): Promise<void> {
    await this.db.transaction('rw', this.db.imports, this.db.rows, async () => {
      await this.db.imports.clear();
      await this.db.rows.clear();
    });
  }

  close(): void {
    this.db.close();
  }
}
