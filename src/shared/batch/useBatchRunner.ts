import { useEffect, useMemo, useState } from 'react';
import type { BatchRunner } from './batchRunner';
import type { BatchItem } from './batchTypes';

const OTHER_TAB_NOTICE_MS = 1_000;

export interface RunnerFactories<Item extends BatchItem> {
  /** A runner that sends nothing, to show the items until the lock is granted. */
  idle(): BatchRunner<Item>;
  make(): BatchRunner<Item>;
}

/**
 * A runner for the page's lifetime: made and started in an effect (and disposed in its cleanup), so that a
 * remount never restarts a disposed one. It runs under a Web Lock named after the job, so a second tab that
 * offers to resume the same job waits instead of sending the same items; `otherTab` says so after a second.
 * Until it starts, `idle()` (a runner that sends nothing) shows the items.
 */
export function useBatchRunner<Item extends BatchItem>(
  lockName: string,
  /** Memoised by the caller: a new one starts a new runner. */
  factories: RunnerFactories<Item>,
): { runner: BatchRunner<Item>; otherTab: boolean } {
  const idleRunner = useMemo(() => factories.idle(), [factories]);
  const [runner, setRunner] = useState<BatchRunner<Item> | null>(null);
  const [otherTab, setOtherTab] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const hold = () =>
      new Promise<void>((release) => {
        // A grant can arrive after this effect was cleaned up (React's StrictMode runs it twice; Chrome grants a
        // free lock even when the request's signal aborted meanwhile): holding it then would keep it forever, and
        // the effect's own next request would wait behind it, saying the job runs in another tab.
        if (controller.signal.aborted) {
          release();
          return;
        }
        const started = factories.make();
        setRunner(started);
        setOtherTab(false);
        started.start();
        controller.signal.addEventListener(
          'abort',
          () => {
            started.dispose();
            release();
          },
          { once: true },
        );
      });
    const locks = globalThis.navigator?.locks;
    if (!locks) {
      void hold();
      return () => controller.abort();
    }
    // Granted at once unless another tab holds it; a remount waits only for its own previous holder.
    const notice = setTimeout(() => setOtherTab(true), OTHER_TAB_NOTICE_MS);
    locks
      .request(lockName, { signal: controller.signal }, () => {
        clearTimeout(notice);
        return hold();
      })
      .catch(() => undefined);
    return () => {
      clearTimeout(notice);
      controller.abort();
    };
  }, [lockName, factories]);
  return { runner: runner ?? idleRunner, otherTab };
}

/** "2 min 5 s" in the locale's words, for the time left. */
export function formatDuration(seconds: number, locale: string): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return minutes > 0 ? `${unit(minutes, 'minute')} ${unit(rest, 'second')}` : unit(rest, 'second');
}
