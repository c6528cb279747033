export { applyAppUpdate, useAppUpdateReady } from './appUpdate';
export { NeedsNetwork } from './components/NeedsNetwork';
export { OfflineNotice } from './components/OfflineNotice';
export { useOnline } from './useOnline';
