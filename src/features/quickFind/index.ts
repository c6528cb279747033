export { useLocalIndexLifecycle } from './hooks/useLocalIndexLifecycle';
export type {
  BoardCard,
  Breakdown,
  CardLimits,
  DayCount,
  LeadFilter,
  LeadSort,
  StageColumn,
  Totals,
} from './queries';
export { leadIndexQueries, readAllFromIndex, useIndexStatus } from './queries';
