import type { LeadWrite } from '@/api/schemas/lead';
import type { BatchItem, BatchJob, BatchState, BatchStatus } from '@/shared/batch/batchTypes';
import type { CsvEncoding } from '../read/decodeCsv';
import type { CsvSeparator } from '../read/detectSeparator';

/** A row's fate: the batch runner's states (`done` is a created lead). */
export type RowState = BatchState;

export { FINAL_STATES } from '../../../shared/batch/batchTypes';

export interface JournalRow extends BatchItem {
  /** The row as the file had it, for the report. */
  cells: string[];
  /** Name and contacts as the preview showed them, to show the row's fate next to them. */
  shown: { name: string; phone: string; email: string };
  /** What POST /lead gets; null for a skipped row. */
  payload: LeadWrite | null;
  /** Phone and e-mail keys (see contactKeys) to find the lead in the CRM when an answer was lost. */
  contactKeys: string[];
  leadId: number | null;
}

export type ImportStatus = BatchStatus;

export interface ImportRecord extends BatchJob {
  fileName: string;
  encoding: CsvEncoding;
  bom: boolean;
  separator: CsvSeparator;
  header: string[];
  total: number;
}
