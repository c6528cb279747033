export { applyAppUpdate, useAppUpdateReady } from './appUpdate';
/** The guard of screens that write as they go: loaded with them, not with the first screen. */
export const loadNeedsNetwork = () => import('./components/NeedsNetwork');
export { OfflineNotice } from './components/OfflineNotice';
export { useOnline } from './useOnline';
