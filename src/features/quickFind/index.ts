import { lazy } from 'react';
import { localIndexWanted } from './queries';

export { putSavedLeadsIntoIndex } from './queries';

/**
 * Keeps the local index running while someone is signed in (hooks/useLocalIndexLifecycle). Its code loads with
 * the list's first rows or the first demand for the index, not before them.
 */
export const LocalIndexLifecycle = lazy(async () => {
  await localIndexWanted();
  return { default: (await import('./components/LocalIndexLifecycle')).LocalIndexLifecycle };
});
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
  readAllFromIndex,
  stagesInFunnelOrder,
  useIndexStatus,
} from './queries';
