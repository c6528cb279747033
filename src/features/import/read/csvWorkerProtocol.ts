import type { Locale } from '@/shared/i18n/locale';
import type { CsvEncoding } from './decodeCsv';
import type { CsvSeparator } from './detectSeparator';
import type { PreparedRow, PrepareSettings } from './prepareRows';
import type { ReadFailure, ReadOptions } from './readCsv';

/** What the main thread keeps of a read: the rows themselves come with `prepare`, in chunks. */
export interface ReadSummary {
  ok: true;
  encoding: CsvEncoding;
  bom: boolean;
  separator: CsvSeparator;
  header: string[];
  rowCount: number;
  /** The first rows' cells, to show an example under each column. */
  samples: string[][];
}

export interface ImportRowData extends PreparedRow {
  cells: string[];
}

export type CsvWorkerRequest =
  /** Without bytes: the same file again, with another encoding or separator. */
  | { type: 'read'; id: number; bytes: ArrayBuffer | null; options: ReadOptions }
  | { type: 'prepare'; id: number; settings: PrepareSettings; locale: Locale };

export type CsvWorkerResponse =
  | { type: 'read'; id: number; result: ReadSummary | ReadFailure }
  | { type: 'rows'; id: number; rows: ImportRowData[]; done: boolean }
  | { type: 'failed'; id: number; message: string };

/** Rows per message: small enough that receiving one never blocks the main thread for long. */
export const ROWS_PER_MESSAGE = 200;
