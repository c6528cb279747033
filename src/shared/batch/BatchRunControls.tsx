import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCountdown } from '@/shared/ui/useCountdown';
import type { BatchRunner, RunnerSnapshot } from './batchRunner';
import type { BatchItem } from './batchTypes';

/** What a batch's own screen calls things: an import speaks of rows, a bulk change of leads. */
export interface BatchRunTexts {
  waitingRateLimit(seconds: number): string;
  retrying(seconds: number): string;
  otherTab: string;
  /** Paused by the person, or stopped by itself with the reason (the journal could not be written). */
  paused(stopReason: string | null): string;
  signInNeeded: string;
  pause: string;
  resume: string;
  cancel: string;
  retryFailed(count: number): string;
}

export interface BatchRunControlsProps<Item extends BatchItem> {
  runner: BatchRunner<Item>;
  snapshot: RunnerSnapshot<Item>;
  /** Another tab holds this job's lock: this one waits and sends nothing. */
  otherTab: boolean;
  texts: BatchRunTexts;
  /** The screen's own buttons after the runner's (report, include chosen, new import…). */
  children?: ReactNode;
}

/** The one way a running batch says why it waits and offers pause, resume, cancel and retry. */
export function BatchRunControls<Item extends BatchItem>(props: BatchRunControlsProps<Item>) {
  const { runner, snapshot, otherTab, texts, children } = props;
  const waitSeconds = useCountdown(snapshot.wait?.until ?? null);
  const ended = snapshot.phase === 'finished' || snapshot.phase === 'cancelled';
  const failed = snapshot.counts.failed;
  return (
    <>
      {snapshot.wait && waitSeconds !== null && waitSeconds > 0 && (
        <Alert color="yellow" role="status">
          {snapshot.wait.kind === 'rateLimit'
            ? texts.waitingRateLimit(waitSeconds)
            : texts.retrying(waitSeconds)}
        </Alert>
      )}
      {otherTab && (
        <Alert color="yellow" role="status">
          {texts.otherTab}
        </Alert>
      )}
      {snapshot.phase === 'paused' && (
        <Alert color="blue" role="status">
          {texts.paused(snapshot.stopReason)}
        </Alert>
      )}
      {snapshot.phase === 'signInNeeded' && (
        <Alert color="yellow" role="alert">
          {texts.signInNeeded}
        </Alert>
      )}
      <Group gap="sm">
        {snapshot.phase === 'running' && (
          <Button variant="default" onClick={() => runner.pause()}>
            {texts.pause}
          </Button>
        )}
        {(snapshot.phase === 'paused' || snapshot.phase === 'signInNeeded') && (
          <Button onClick={() => runner.resume()}>{texts.resume}</Button>
        )}
        {!ended && (
          <Button variant="default" color="red" onClick={() => void runner.cancel()}>
            {texts.cancel}
          </Button>
        )}
        {ended && failed > 0 && (
          <Button onClick={() => void runner.retry(['failed'])}>{texts.retryFailed(failed)}</Button>
        )}
        {children}
      </Group>
    </>
  );
}
