/** Runs `task` when the browser is idle (at most `timeoutMs` later); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(task, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
