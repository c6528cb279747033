import { cpus, loadavg } from 'node:os';

/** The 1-minute load average, to two decimals: every bench line carries it, so a loaded run reads as such. */
export function loadAverage(): number {
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}

export interface QuietReport {
  /** The load fell below the threshold before the bench started. */
  quiet: boolean;
  waitedSeconds: number;
  loadAverage1m: number;
  threshold: number;
  cpus: number;
}

/**
 * Waits (up to `timeoutSeconds`, BENCH_QUIET_TIMEOUT_S overrides) for the 1-minute load average to fall below
 * `threshold`, so that figures are taken on a quiet machine; when it does not, the bench goes on and says so.
 */
export async function waitForQuietMachine(threshold = 1, timeoutSeconds = 600): Promise<QuietReport> {
  const limit = Number(process.env.BENCH_QUIET_TIMEOUT_S ?? timeoutSeconds);
  const started = Date.now();
  while (loadAverage() >= threshold && Date.now() - started < limit * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  const load = loadAverage();
  const report: QuietReport = {
    quiet: load < threshold,
    waitedSeconds: Math.round((Date.now() - started) / 1000),
    loadAverage1m: load,
    threshold,
    cpus: cpus().length,
  };
  if (!report.quiet)
    process.stderr.write(
      `The machine is not quiet (load ${load} ≥ ${threshold} after ${report.waitedSeconds} s): figures below are not comparable.\n`,
    );
  return report;
}
