import type { Page, Request } from 'playwright-core';

/** The worker scripts the build emits (`assets/worker-<hash>.js`): the index's SharedWorker is one. */
const WORKER_SCRIPT = /\/assets\/worker-[^/]*\.js$/;
const QUIET_MS = 500;

/**
 * What `waitForLoadState('networkidle')` waited for, that it no longer can: Chromium tells the page about the
 * request for a SharedWorker's script and never about its end, so with the index's shared worker running the
 * page never looks idle. Counts the page's requests from when it is called (call it right after the page opens),
 * leaving worker scripts out; `settled()` resolves once none has been in flight for half a second.
 */
export function watchNetwork(page: Page): { settled(): Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const change = () => {
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (WORKER_SCRIPT.test(new URL(request.url()).pathname)) return;
    inFlight.add(request);
    change();
  });
  const finish = (request: Request) => {
    if (inFlight.delete(request)) change();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return {
    settled: () =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) resolve();
          else setTimeout(check, 100);
        };
        check();
      }),
  };
}
