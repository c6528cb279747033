import { type StoredNumbers, storedValue } from './columns';
import {
  CHUNK_NUMBER_FIELDS,
  type ColumnRows,
  isColumnRows,
  LeadColumns,
  numberFieldsOf,
  pickedRows,
} from './leadColumns';
import type { StoredLead } from './leadStore';

/**
 * Leads as the database keeps them: a page of leads in the store's own form (ColumnRows: a typed array of every
 * number, the page's distinct shared texts once with a number for each lead, its own texts packed as bytes), and a
 * typed array of when the CRM last showed each. IndexedDB reads back a typed array at memory speed and a string at
 * a time otherwise, so a reload reads a few hundred strings a page instead of thousands, and the store takes the
 * rows in without making a lead or packing a text again (LeadStore.loadChunks).
 */
export interface LeadChunk extends ColumnRows {
  seenAt: Float64Array;
}

const ID = CHUNK_NUMBER_FIELDS.indexOf('id');
const DT_UPDATE = CHUNK_NUMBER_FIELDS.indexOf('dtUpdate');

export function toLeadChunk(rows: readonly StoredLead[]): LeadChunk {
  return {
    ...LeadColumns.rowsOf(rows.map((row) => row.lead)),
    seenAt: Float64Array.from(rows, (row) => row.seenAt),
  };
}

/** A number field of each row, NaN for none. */
function chunkNumbers(chunk: LeadChunk, field: number): Float64Array {
  const values = numberFieldsOf(chunk)[field] ?? null;
  const decoded = new Float64Array(chunk.count).fill(Number.NaN);
  if (values === null) return decoded;
  for (let row = 0; row < chunk.count; row += 1) decoded[row] = storedValue(values, row) ?? Number.NaN;
  return decoded;
}

/** The id of each row. */
export function chunkIds(chunk: LeadChunk): Float64Array {
  return chunkNumbers(chunk, ID);
}

/** A copy of the ids as stored, in their width (an id is never null): what a map of the chunks' leads keeps. */
export function chunkIdsAsStored(chunk: LeadChunk): Exclude<StoredNumbers, null> {
  return numberFieldsOf(chunk)[ID]?.slice() ?? new Float64Array(0);
}

/** When each row's lead last changed in the CRM (unix s; NaN for none). */
export function chunkUpdatedAt(chunk: LeadChunk): Float64Array {
  return chunkNumbers(chunk, DT_UPDATE);
}

/** The chunk with only the rows `keep` accepts (by row number). */
export function keptRows(chunk: LeadChunk, keep: (row: number) => boolean): LeadChunk {
  const rows: number[] = [];
  for (let row = 0; row < chunk.count; row += 1) if (keep(row)) rows.push(row);
  return {
    ...pickedRows(chunk, rows),
    seenAt: Float64Array.from(rows, (row) => chunk.seenAt[row] as number),
  };
}

/** The chunk's leads as objects (what the tests compare; the store reads the columns themselves). */
export function chunkLeads(chunk: LeadChunk): StoredLead[] {
  const columns = new LeadColumns(chunk.count);
  columns.writeRows(
    chunk,
    Int32Array.from({ length: chunk.count }, (_, row) => row),
  );
  return Array.from({ length: chunk.count }, (_, row) => {
    const lead = columns.read(row);
    return { id: lead.id, lead, seenAt: chunk.seenAt[row] as number };
  });
}

/** Whether a stored value is a chunk of this form (a database of an older form is rebuilt, never misread). */
export function isLeadChunk(value: unknown): value is LeadChunk {
  if (typeof value !== 'object' || value === null) return false;
  const chunk = value as Partial<LeadChunk>;
  return (
    isColumnRows(chunk) &&
    ArrayBuffer.isView(chunk.seenAt) &&
    Object.prototype.toString.call(chunk.seenAt) === '[object Float64Array]' &&
    chunk.seenAt.length === chunk.count
  );
}
