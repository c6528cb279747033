import { lazy } from 'react';
import { isIndexDemanded, onIndexDemand } from '@/localIndex/statusStore';
import { afterFirstScreen } from '@/shared/lib/firstScreen';

/** The list's first rows, or a screen that needs the index now, whichever comes first. */
function firstScreenOrDemand(): Promise<void> {
  if (isIndexDemanded()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      stop();
      resolve();
    };
    const stop = onIndexDemand(done);
    void afterFirstScreen().then(done);
  });
}

/**
 * Keeps the local index running while someone is signed in (hooks/useLocalIndexLifecycle). Its code loads with
 * the list's first rows or the first demand for the index, not before them.
 */
export const LocalIndexLifecycle = lazy(async () => {
  await firstScreenOrDemand();
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
