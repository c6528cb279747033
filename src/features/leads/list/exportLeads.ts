import { csvBlob } from '../../../shared/lib/csv';
import { type BulkProgress, fetchAllLeads } from './fetchAllLeads';
import type { FieldContext } from './leadFields';
import { leadsToCsv } from './leadsCsv';
import type { CreatedBounds } from './listSearch';

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(csvBlob(text));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Reads every lead in the bounds, page by page, and downloads them as CSV; resolves with how many. */
export async function exportLeads(
  bounds: CreatedBounds,
  fieldContext: FieldContext,
  signal: AbortSignal,
  onProgress: (progress: BulkProgress) => void,
): Promise<number> {
  const leads = await fetchAllLeads(bounds, signal, onProgress);
  const stamp = new Date().toISOString().slice(0, 10);
  download(leadsToCsv(leads, fieldContext), `leads-${stamp}.csv`);
  return leads.length;
}
