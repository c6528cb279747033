import { CSV_BOM, toCsv } from '@/shared/lib/csv';
import type { BulkItem } from './bulkTypes';

export interface BulkReportTexts {
  header: readonly string[];
  status(item: BulkItem): string;
  value(item: BulkItem, value: number | null): string;
  message(item: BulkItem): string;
}

/** Every lead of a job: id, field, before, new value, status, what it has now, and the message. */
export function bulkReportCsv(items: readonly BulkItem[], texts: BulkReportTexts): string {
  const rows = items.map((item) => [
    item.leadId,
    item.field,
    texts.value(item, item.before),
    texts.value(item, item.value),
    texts.status(item),
    item.current ? texts.value(item, item.current.value) : '',
    texts.message(item),
  ]);
  return CSV_BOM + toCsv([texts.header, ...rows]);
}
