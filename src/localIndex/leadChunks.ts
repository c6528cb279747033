import type { Lead } from '@/api/schemas/lead';
import { CHUNK_NUMBER_FIELDS, CHUNK_TEXT_FIELDS, type ColumnRows } from './leadColumns';
import type { StoredLead } from './leadStore';

/**
 * Leads as the database keeps them: a page of leads as columns (one typed array of every number, one array of every
 * text, one typed array of when the CRM last showed each), not an object per lead. IndexedDB reads back a typed
 * array at memory speed and an object a property at a time, so a reload reads columns several times faster, and
 * the store takes them in without making a lead object (LeadStore.loadChunks).
 */
export interface LeadChunk extends ColumnRows {
  seenAt: Float64Array;
}

const ID = CHUNK_NUMBER_FIELDS.indexOf('id');
const DT_UPDATE = CHUNK_NUMBER_FIELDS.indexOf('dtUpdate');

export function toLeadChunk(rows: readonly StoredLead[]): LeadChunk {
  const count = rows.length;
  const numbers = new Float64Array(CHUNK_NUMBER_FIELDS.length * count);
  const texts = new Array<string | null>(CHUNK_TEXT_FIELDS.length * count);
  const seenAt = new Float64Array(count);
  rows.forEach(({ lead, seenAt: seen }, row) => {
    CHUNK_NUMBER_FIELDS.forEach((field, index) => {
      numbers[index * count + row] = lead[field] ?? Number.NaN;
    });
    CHUNK_TEXT_FIELDS.forEach((field, index) => {
      texts[index * count + row] = lead[field] ?? null;
    });
    seenAt[row] = seen;
  });
  return { count, numbers, texts, seenAt };
}

/** The id of each row. */
export function chunkIds(chunk: LeadChunk): Float64Array {
  return chunk.numbers.subarray(ID * chunk.count, (ID + 1) * chunk.count);
}

/** When each row's lead last changed in the CRM (unix s; NaN for none). */
export function chunkUpdatedAt(chunk: LeadChunk): Float64Array {
  return chunk.numbers.subarray(DT_UPDATE * chunk.count, (DT_UPDATE + 1) * chunk.count);
}

/** The chunk with only the rows `keep` accepts (by row number). */
export function keptRows(chunk: LeadChunk, keep: (row: number) => boolean): LeadChunk {
  const rows: number[] = [];
  for (let row = 0; row < chunk.count; row += 1) if (keep(row)) rows.push(row);
  const count = rows.length;
  const numbers = new Float64Array(CHUNK_NUMBER_FIELDS.length * count);
  const texts = new Array<string | null>(CHUNK_TEXT_FIELDS.length * count);
  const seenAt = new Float64Array(count);
  rows.forEach((from, row) => {
    for (let field = 0; field < CHUNK_NUMBER_FIELDS.length; field += 1)
      numbers[field * count + row] = chunk.numbers[field * chunk.count + from] as number;
    for (let field = 0; field < CHUNK_TEXT_FIELDS.length; field += 1)
      texts[field * count + row] = chunk.texts[field * chunk.count + from] ?? null;
    seenAt[row] = chunk.seenAt[from] as number;
  });
  return { count, numbers, texts, seenAt };
}

/** The chunk's leads as objects (what the tests compare; the store reads the columns themselves). */
export function chunkLeads(chunk: LeadChunk): StoredLead[] {
  const leads: StoredLead[] = [];
  for (let row = 0; row < chunk.count; row += 1) {
    const lead: Record<string, unknown> = {};
    CHUNK_NUMBER_FIELDS.forEach((field, index) => {
      const value = chunk.numbers[index * chunk.count + row] as number;
      lead[field] = Number.isNaN(value) ? null : value;
    });
    CHUNK_TEXT_FIELDS.forEach((field, index) => {
      lead[field] = chunk.texts[index * chunk.count + row] ?? null;
    });
    leads.push({ id: lead.id as number, lead: lead as Lead, seenAt: chunk.seenAt[row] as number });
  }
  return leads;
}

/** A Float64Array, from this realm or another (what IndexedDB gives back is checked by tag, not by instanceof). */
function isFloat64Array(value: unknown): value is Float64Array {
  return ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Float64Array]';
}

/** Whether a stored value is a chunk of this form (a database of an older form is rebuilt, never misread). */
export function isLeadChunk(value: unknown): value is LeadChunk {
  if (typeof value !== 'object' || value === null) return false;
  const chunk = value as Partial<LeadChunk>;
  return (
    typeof chunk.count === 'number' &&
    isFloat64Array(chunk.numbers) &&
    chunk.numbers.length === CHUNK_NUMBER_FIELDS.length * chunk.count &&
    Array.isArray(chunk.texts) &&
    chunk.texts.length === CHUNK_TEXT_FIELDS.length * chunk.count &&
    isFloat64Array(chunk.seenAt) &&
    chunk.seenAt.length === chunk.count
  );
}
