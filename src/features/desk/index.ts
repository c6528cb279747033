import { lazy } from 'react';

// The sales desk's public face (issue 19). Only the session provider is in the first screen's JavaScript; the
// inbox, the shell part (alerts, title, who-am-I dialog), the menu and the badge load after it.
export { DeskSessionProvider } from './components/DeskSessionProvider';

export const DeskShell = lazy(async () => ({ default: (await import('./DeskShell')).DeskShell }));
export const DeskMenu = lazy(async () => ({ default: (await import('./components/DeskMenu')).DeskMenu }));
export const InboxNavBadge = lazy(async () => ({
  default: (await import('./components/InboxNavBadge')).InboxNavBadge,
}));
export const loadInboxPage = () => import('./InboxPage');
export { useRememberLeadView } from './hooks/useRememberLeadView';
export type { RememberedView } from './lib/leadView';
export const LeadDeskPanel = lazy(async () => ({
  default: (await import('./components/LeadDeskPanel')).LeadDeskPanel,
}));
export const MineFilterButton = lazy(async () => ({
  default: (await import('./components/MineFilterButton')).MineFilterButton,
}));
export const FirstTouchPanel = lazy(async () => ({
  default: (await import('./components/FirstTouchPanel')).FirstTouchPanel,
}));
export const LeadHistory = lazy(async () => ({
  default: (await import('./components/LeadHistory')).LeadHistory,
}));
export { formatWaiting } from './lib/waitingTime';
