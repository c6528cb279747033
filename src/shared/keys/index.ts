// The app's one place for shortcut keys (DESIGN.md): screens declare their keys; the queue keeps keys typed ahead.
export { type KeyBinding, type KeyOutcome, KeyQueue } from './keyQueue';
export { keyQueue, useQueuedKeys } from './useQueuedKeys';
