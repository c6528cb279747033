/** Keeps the local index running while someone is signed in (hooks/useLocalIndexLifecycle). */
export { LocalIndexLifecycleLoader as LocalIndexLifecycle } from './components/LocalIndexLifecycleLoader';
export type {
  BoardCard,
  Breakdown,
  CampaignFigures,
  CampaignRow,
  CardLimits,
  ClickChannel,
  DayCount,
  DuplicateCard,
  DuplicateGroups,
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
  putSavedLeadsIntoIndex,
  readAllFromIndex,
  stagesInFunnelOrder,
  useIndexStatus,
} from './queries';
