export { useLocalIndexLifecycle } from './hooks/useLocalIndexLifecycle';
export type { BoardCard, Breakdown, DayCount, LeadFilter, LeadSort, StageColumn, Totals } from './queries';
export {
  BULK_FIELDS,
  type BulkColumns,
  type BulkField,
  bulkIndex,
  leadIndexQueries,
  readAllFromIndex,
  useIndexStatus,
} from './queries';
