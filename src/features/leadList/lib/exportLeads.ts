import type { Lead } from '@/api/schemas/lead';
import type { CreatedBounds } from '@/features/leadFilters';
import { csvBlob } from '@/shared/lib/csv';
import { downloadBlob } from '@/shared/lib/downloadBlob';
import type { FieldContext } from '../components/leadFields';
import { type BulkProgress, fetchAllLeads } from './fetchAllLeads';
import { leadsToCsv } from './leadsCsv';

/** Reads every lead in the bounds, page by page, and downloads them as CSV; resolves with how many. */
export async function exportLeads(
  bounds: CreatedBounds,
  fieldContext: FieldContext,
  signal: AbortSignal,
  onProgress: (progress: BulkProgress) => void,
  /** The leads from elsewhere (the local index under the list's filters) instead of the CRM's pages. */
  readAll?: () => Promise<Lead[]>,
): Promise<number> {
  const leads = readAll ? await readAll() : await fetchAllLeads(bounds, signal, onProgress);
  signal.throwIfAborted();
  const stamp = new Date().toISOString().slice(0, 10);
  downloadBlob(csvBlob(leadsToCsv(leads, fieldContext)), `leads-${stamp}.csv`);
  return leads.length;
}
