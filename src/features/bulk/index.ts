// Bulk changes (issue 20): selection on the list and the board, the plan, the run, the report and undo.
// The list and the board load nothing of it with their first screen: the bar (which owns the selection and hands
// the table its checkbox column) loads on its own, and the router loads the pages (BulkJobPage,
// RecentChangesPage).
import { lazy } from 'react';

export { BulkIdentity } from './BulkIdentity';
export type { BulkSelectionBarProps } from './components/BulkSelectionBar';
export type { TableSelection } from './hooks/useLeadSelection';

export const BulkSelectionBar = lazy(async () => ({
  default: (await import('./components/BulkSelectionBar')).BulkSelectionBar,
}));
