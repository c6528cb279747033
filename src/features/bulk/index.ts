// Bulk changes (issue 20): selection on the list and the board, the plan, the run, the report and undo.
// What the list and the board load with them is only the selection; the bar (and its dialog) loads on its own,
// and the router loads the pages (BulkJobPage, RecentChangesPage).
import { lazy } from 'react';

export { BulkIdentity } from './BulkIdentity';
export type { BulkSelectionBarProps } from './components/BulkSelectionBar';
export { type LeadSelection, type TableSelection, useLeadSelection } from './hooks/useLeadSelection';

export const BulkSelectionBar = lazy(async () => ({
  default: (await import('./components/BulkSelectionBar')).BulkSelectionBar,
}));
