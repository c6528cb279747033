import type { LeadWrite } from '@/api/schemas/lead';
import type { CsvEncoding } from '../read/decodeCsv';
import type { CsvSeparator } from '../read/detectSeparator';

/**
 * A row's fate. `sending` is written before its request goes out and replaced once an answer comes: a row found
 * in `sending` after a reload had a request with no known answer, so it is looked up in the CRM before any resend.
 */
export type RowState = 'skipped' | 'pending' | 'sending' | 'created' | 'refused' | 'failed' | 'cancelled';

export const FINAL_STATES: ReadonlySet<RowState> = new Set([
  'skipped',
  'created',
  'refused',
  'failed',
  'cancelled',
]);

export interface JournalRow {
  importId: string;
  /** 0-based data row of the file. */
  index: number;
  /** The row as the file had it, for the report. */
  cells: string[];
  /** Name and contacts as the preview showed them, to show the row's fate next to them. */
  shown: { name: string; phone: string; email: string };
  /** What POST /lead gets; null for a skipped row. */
  payload: LeadWrite | null;
  /** Phone and e-mail keys (see contactKeys) to find the lead in the CRM when an answer was lost. */
  contactKeys: string[];
  state: RowState;
  leadId: number | null;
  /** The 422's messages by API field. */
  fieldErrors: Record<string, string[]> | null;
  /** Why a row was skipped or failed, in the words shown to the user. */
  reason: string | null;
  /** Epoch ms when the last request for this row went out. */
  sentAt: number | null;
}

export type ImportStatus = 'running' | 'finished' | 'cancelled';

export interface ImportRecord {
  id: string;
  fileName: string;
  createdAt: number;
  encoding: CsvEncoding;
  bom: boolean;
  separator: CsvSeparator;
  header: string[];
  status: ImportStatus;
  total: number;
}
