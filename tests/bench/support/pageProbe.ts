import type { Page } from 'playwright-core';

/**
 * What every bench puts in its pages before any page script (`context.addInitScript(PAGE_PROBE)`) and reads back:
 * the main thread's long tasks, the slow frames with the scripts behind them (Long Animation Frames name a fetch
 * callback, a timer, an event listener), and the frame after something is on screen, checked once a frame.
 * Playwright's own waits poll at 0, 20, 70, 170 and 270 ms, then every 500 ms, and run their matching on the page's
 * main thread, where it would count as the page's own long tasks.
 * Page-side code is written out as text: tsx would wrap named functions in a helper the page lacks.
 */
export const PAGE_PROBE = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  window.__slowFrames = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__slowFrames.push({
          start: entry.startTime,
          duration: Math.round(entry.duration),
          scripts: entry.scripts.map((script) => [script.invoker, script.sourceFunctionName, (script.sourceURL.split('/').pop() ?? '') + ':' + script.sourceCharPosition, Math.round(script.duration) + 'ms'].join(' ')),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  window.__when = (test) => new Promise((resolve) => {
    const check = () => { if (test()) requestAnimationFrame(() => resolve(performance.now())); else requestAnimationFrame(check); };
    check();
  });
  window.__paintedAt = (selector) => window.__when(() => document.querySelector(selector) !== null);
`;

export interface LongTask {
  start: number;
  duration: number;
}

export interface SlowFrame {
  start: number;
  duration: number;
  scripts: string[];
}

/** What PAGE_PROBE puts on the page, as the page-side code of `page.evaluate` sees it. */
export interface ProbeWindow {
  __longTasks: LongTask[];
  __slowFrames: SlowFrame[];
  /** The time of the frame after `test` first holds. */
  __when(test: () => boolean): Promise<number>;
  /** The time of the frame after an element matching `selector` is on the page. */
  __paintedAt(selector: string): Promise<number>;
}

/** The long tasks since `since` (the page's clock): the longest, the blocking time past 50 ms each, how many. */
export async function longTasksSince(
  page: Page,
  since: number,
): Promise<{ max: number; tbt: number; count: number }> {
  const tasks = await page.evaluate(
    (from) => (window as unknown as ProbeWindow).__longTasks.filter((task) => task.start >= from),
    since,
  );
  return {
    max: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    tbt: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
    count: tasks.length,
  };
}

/** The longest task since `since` (the page's clock), in whole milliseconds; 0 when there was none. */
export async function longestTaskSince(page: Page, since: number): Promise<number> {
  return (await longTasksSince(page, since)).max;
}

/** The frames over `overMs` since `since`, each as "120ms: the scripts that ran in it". */
export async function slowFramesSince(page: Page, since: number, overMs = 50): Promise<string[]> {
  return page.evaluate(
    ({ from, over }) =>
      (window as unknown as ProbeWindow).__slowFrames
        .filter((frame) => frame.start >= from && frame.duration > over)
        .map((frame) => `${frame.duration}ms: ${frame.scripts.join(', ')}`),
    { from: since, over: overMs },
  );
}

/** The frame after an element matching `selector` is on the page (the page's clock). */
export function paintedAt(page: Page, selector: string): Promise<number> {
  return page.evaluate((target) => (window as unknown as ProbeWindow).__paintedAt(target), selector);
}

/** Waits until the main thread goes idle, so what a step set off falls inside its measurement. */
export async function settled(page: Page, timeoutMs = 3000): Promise<void> {
  await page.evaluate(
    (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
    timeoutMs,
  );
}
