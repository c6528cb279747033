export { useLocalIndexLifecycle } from './hooks/useLocalIndexLifecycle';
export type {
  BoardCard,
  Breakdown,
  DayCount,
  Funnel,
  FunnelStage,
  FunnelStep,
  LeadFilter,
  LeadSort,
  StageColumn,
  StageOutcome,
  Totals,
} from './queries';
export { leadIndexQueries, readAllFromIndex, stagesInFunnelOrder, useIndexStatus } from './queries';
