// Bulk changes (issue 20): selection on the list and the board, the plan, the run, the report and undo.
// The pages (BulkJobPage, RecentChangesPage) are loaded by the router on their own, not with the list.

export { BulkIdentity } from './BulkIdentity';
export { BulkJobPage } from './BulkJobPage';
export { BulkSelectionBar } from './components/BulkSelectionBar';
export { type LeadSelection, type TableSelection, useLeadSelection } from './hooks/useLeadSelection';
export { RecentChangesPage } from './RecentChangesPage';
