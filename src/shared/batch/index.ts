// The one batch runner: CSV import and bulk changes send their writes through it.

export { BatchRunControls, type BatchRunTexts } from './BatchRunControls';
export { BatchJournal, batchDatabaseName } from './batchJournal';
export {
  BatchRunner,
  type RunnerDeps,
  type RunnerJournal,
  type RunnerOptions,
  type RunnerPhase,
  type RunnerSnapshot,
  type RunnerWait,
  type StateCounts,
} from './batchRunner';
export {
  type BatchItem,
  type BatchJob,
  type BatchState,
  type BatchStatus,
  type BatchUpdate,
  FINAL_STATES,
} from './batchTypes';
export { forgetBatchJournals } from './forgetBatchJournals';
export { formatDuration, type RunnerFactories, useBatchRunner } from './useBatchRunner';
