// The sales desk's public face (issue 19): the inbox, who "me" is, alerts, and the lead page's desk tools.
export { DeskMenu } from './components/DeskMenu';
export { DeskProvider } from './components/DeskProvider';
export { InboxNavBadge } from './components/InboxNavBadge';
export { type DeskContextValue, type Me, useDesk } from './hooks/useDesk';
export { InboxPage } from './InboxPage';
