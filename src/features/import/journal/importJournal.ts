import { BatchJournal, batchDatabaseName } from '../../../shared/batch/batchJournal';
import type { BatchUpdate } from '../../../shared/batch/batchTypes';
import type { ImportRecord, JournalRow } from './journalTypes';

/** One database per CRM account and user: another user on the same browser never sees (or resumes) these rows. */
export function importDatabaseName(apiBaseUrl: string, username: string): string {
  return batchDatabaseName('import', apiBaseUrl, username);
}

export type RowUpdate = BatchUpdate<JournalRow>;

/** The import's journal (the batch journal): what was read, and each row's state before and after its request. */
export class ImportJournal extends BatchJournal<ImportRecord, JournalRow> {
  /** Starts an import, replacing earlier ones (one import at a time; their personal data goes with them). */
  override create(record: ImportRecord, rows: readonly JournalRow[]): Promise<void> {
    return super.create(record, rows, 0);
  }
}
