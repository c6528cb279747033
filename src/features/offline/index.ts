export { applyAppUpdate, useAppUpdateReady } from './appUpdate';
export { forgetCachedResponses } from './forgetCachedResponses';
