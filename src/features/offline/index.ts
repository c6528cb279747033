export { applyAppUpdate, useAppUpdateReady } from './appUpdate';
export { NeedsNetwork } from './components/NeedsNetwork';
export { OfflineNotice } from './components/OfflineNotice';
export { forgetCachedResponses } from './forgetCachedResponses';
export { useOnline } from './useOnline';
