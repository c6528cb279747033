import Papa from 'papaparse';
import { type CsvEncoding, decodeCsv, notCsvReason } from './decodeCsv';
import { type CsvSeparator, detectSeparator } from './detectSeparator';

/** Documented in docs/import.md: bigger files are refused rather than left to freeze the tab. */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export interface ReadOptions {
  /** The user's choice; detected when absent. */
  encoding?: CsvEncoding;
  separator?: CsvSeparator;
}

export interface ReadCsv {
  ok: true;
  encoding: CsvEncoding;
  bom: boolean;
  separator: CsvSeparator;
  header: string[];
  rows: string[][];
}

export type ReadFailureReason = 'empty' | 'binary' | 'headerOnly' | 'tooManyRows' | 'tooBig' | 'unreadable';

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

export function summarizeRead(read: ReadCsv): ReadSummary {
  return {
    ok: true,
    encoding: read.encoding,
    bom: read.bom,
    separator: read.separator,
    header: read.header,
    rowCount: read.rows.length,
    samples: read.rows.slice(0, 3),
  };
}

export interface ReadFailure {
  ok: false;
  reason: ReadFailureReason;
  /** For `unreadable`: the file's row (1 = the header) where a quoted cell never closes, when known. */
  row?: number;
}

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** Bytes to header and rows, refusing what is not a usable CSV file with a reason the user can act on. */
export function readCsv(bytes: Uint8Array, options: ReadOptions = {}): ReadCsv | ReadFailure {
  if (bytes.length > MAX_IMPORT_BYTES) return { ok: false, reason: 'tooBig' };
  const notCsv = notCsvReason(bytes);
  if (notCsv) return { ok: false, reason: notCsv };
  const { text, encoding, bom } = decodeCsv(bytes, options.encoding);
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  const separator = options.separator ?? detectSeparator(text);
  // One row past the limit is enough to know the file is too long, without parsing the rest.
  const parsed = Papa.parse<string[]>(text, {
    delimiter: separator,
    skipEmptyLines: 'greedy',
    preview: MAX_IMPORT_ROWS + 2,
  });
  const unreadable = parsed.errors.find((error) => error.type === 'Quotes');
  // Papa Parse's own sentence is English: the page words the failure, from the row alone.
  if (unreadable) {
    return unreadable.row === undefined
      ? { ok: false, reason: 'unreadable' }
      : { ok: false, reason: 'unreadable', row: unreadable.row + 1 };
  }
  const [header, ...rows] = parsed.data.filter((row) => !isBlankRow(row));
  if (!header) return { ok: false, reason: 'empty' };
  if (rows.length === 0) return { ok: false, reason: 'headerOnly' };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, reason: 'tooManyRows' };
  return { ok: true, encoding, bom, separator, header: header.map((title) => title.trim()), rows };
}
