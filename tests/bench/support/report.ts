import { loadAverage } from './quiet';

/**
 * One JSON line per measured case on stdout: the bench's whole output, easy to diff between runs. Each line
 * carries the machine's load when it was taken, so a figure from a loaded machine says so.
 */
export function emit(record: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ ...record, loadAverage1m: loadAverage() })}\n`);
}

/** The median, to a tenth (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/** Ends a bench that hangs (a server or browser that never answers) instead of holding CI or a shell forever. */
export function startWatchdog(name: string, limitMs: number): NodeJS.Timeout {
  const watchdog = setTimeout(() => {
    process.stderr.write(`${name}: gave up after ${limitMs / 1000} s\n`);
    process.exit(1);
  }, limitMs);
  watchdog.unref();
  return watchdog;
}
