import Papa from 'papaparse';
import type { ImportRecord, JournalRow, RowState } from '../journal/journalTypes';
import { encodeText } from './encodeText';

export interface ReportTexts {
  statusColumn: string;
  leadIdColumn: string;
  messagesColumn: string;
  status(state: RowState): string;
  /** A 422's messages as one line: "Source: The selected source id is invalid." */
  fieldErrors(errors: Record<string, string[]>): string;
}

function messagesOf(row: JournalRow, texts: ReportTexts): string {
  if (row.fieldErrors && Object.keys(row.fieldErrors).length > 0) return texts.fieldErrors(row.fieldErrors);
  return row.reason ?? '';
}

/** The report's text: the file's own columns, then status, lead id and messages, with the file's separator. */
export function reportText(record: ImportRecord, rows: readonly JournalRow[], texts: ReportTexts): string {
  const header = [...record.header, texts.statusColumn, texts.leadIdColumn, texts.messagesColumn];
  const body = [...rows]
    .sort((a, b) => a.index - b.index)
    .map((row) => {
      // Pad short rows, so the added columns stay under their titles.
      const cells = [
        ...row.cells,
        ...Array<string>(Math.max(0, record.header.length - row.cells.length)).fill(''),
      ];
      return [
        ...cells,
        texts.status(row.state),
        row.leadId === null ? '' : String(row.leadId),
        messagesOf(row, texts),
      ];
    });
  return Papa.unparse([header, ...body], { delimiter: record.separator, newline: '\r\n' });
}

/** The report as the original file was written (encoding, BOM, separator), so it opens in Excel as the original did. */
export function reportBlob(record: ImportRecord, rows: readonly JournalRow[], texts: ReportTexts): Blob {
  const bytes = encodeText(reportText(record, rows, texts), record.encoding, record.bom);
  const charset = record.encoding === 'windows-1251' ? 'windows-1251' : 'utf-8';
  return new Blob([bytes.buffer as ArrayBuffer], { type: `text/csv;charset=${charset}` });
}

export function reportFileName(fileName: string): string {
  const base = fileName.replace(/\.(csv|tsv|txt)$/i, '');
  return `${base}-report.csv`;
}
