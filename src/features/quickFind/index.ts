export { useLocalIndexLifecycle } from './hooks/useLocalIndexLifecycle';
export type {
  BoardCard,
  Breakdown,
  CardLimits,
  DayCount,
  Funnel,
  FunnelStage,
  FunnelStep,
  LeadFilter,
  LeadSort,
  SamePerson,
  SamePersonLead,
  StageColumn,
  StageOutcome,
  Totals,
} from './queries';
export {
  BULK_FIELDS,
  type BulkColumns,
  type BulkField,
  bulkIndex,
  leadIndexQueries,
  readAllFromIndex,
  stagesInFunnelOrder,
  useIndexStatus,
} from './queries';
