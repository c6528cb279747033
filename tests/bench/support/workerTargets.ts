/**
 * The index's workers as DevTools sees them: a SharedWorker (one for every tab of the account and user) or the
 * dedicated workers of browsers without one. Playwright lists only dedicated workers (`page.workers()`), so the
 * benches reach both kinds through the browser's own targets.
 */
import type { Browser } from 'playwright-core';

type Call = (method: string, params?: Record<string, unknown>) => Promise<Record<string, unknown>>;

const WORKER_TYPES = ['worker', 'shared_worker'];

/** Runs `use` on every worker of the browser, with a way to send it DevTools commands. */
export async function eachWorker<T>(
  browser: Browser,
  use: (call: Call, type: string) => Promise<T>,
): Promise<T[]> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const results: T[] = [];
    for (const target of targetInfos.filter((info) => WORKER_TYPES.includes(info.type))) {
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      });
      let nextId = 0;
      const call: Call = (method, params = {}) =>
        new Promise((resolve) => {
          nextId += 1;
          const id = nextId;
          const listener = (event: { sessionId?: string; message: string }) => {
            const message = JSON.parse(event.message) as { id?: number; result?: Record<string, unknown> };
            if (event.sessionId !== sessionId || message.id !== id) return;
            cdp.off('Target.receivedMessageFromTarget', listener);
            resolve(message.result ?? {});
          };
          cdp.on('Target.receivedMessageFromTarget', listener);
          void cdp.send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify({ id, method, params }),
          });
        });
      results.push(await use(call, target.type));
      await cdp.send('Target.detachFromTarget', { sessionId });
    }
    return results;
  } finally {
    await cdp.detach();
  }
}

/** The workers by kind: how many of each the browser runs. */
export async function workerCounts(browser: Browser): Promise<{ shared: number; dedicated: number }> {
  const types = await eachWorker(browser, async (_call, type) => type);
  return {
    shared: types.filter((type) => type === 'shared_worker').length,
    dedicated: types.filter((type) => type === 'worker').length,
  };
}

/**
 * The heaps of the workers (the index's), after a collection: the page's own heap says nothing about the worker
 * that holds the leads. Typed arrays live outside the JS heap: their backing stores count too.
 */
export async function workerHeapMB(browser: Browser): Promise<number> {
  const sizes = await eachWorker(browser, async (call) => {
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    return Number(usage.usedSize ?? 0) + Number(usage.backingStorageSize ?? 0);
  });
  return Math.round(sizes.reduce((sum, bytes) => sum + bytes, 0) / 1024 / 102.4) / 10;
}

/** Evaluates `expression` in every worker and returns what each gave (JSON values). */
export async function evaluateInWorkers<T>(browser: Browser, expression: string): Promise<T[]> {
  return eachWorker(browser, async (call) => {
    const answer = await call('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    return (answer.result as { value?: T } | undefined)?.value as T;
  });
}
