import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { loadAverage } from './quiet';

/**
 * Where each bench's latest figures are written: its own section of docs/performance.md, between
 * `<!-- bench:NAME:begin -->` and `<!-- bench:NAME:end -->`, NAME being the script's file name (`benchIndex`).
 * `BENCH_DOCS=0` leaves the file alone (a quick run at a small size that should not replace the figures).
 */
const PERFORMANCE_DOC = path.resolve(import.meta.dirname, '../../../docs/performance.md');

const recorded: string[] = [];
const startedAt = new Date();

/**
 * One JSON line per measured case on stdout (the bench's whole output, easy to diff between runs), and in the docs.
 * Each line carries the machine's 1-minute load when it was taken, so a figure from a loaded machine says so.
 */
export function emit(record: Record<string, unknown>): void {
  const line = JSON.stringify({ ...record, loadAverage1m: loadAverage() });
  process.stdout.write(`${line}\n`);
  recorded.push(line);
  if (process.env.BENCH_DOCS !== '0') writeFigures(benchName(), recorded);
}

function benchName(): string {
  return path.basename(process.argv[1] ?? 'bench').replace(/\.[cm]?[jt]s$/, '');
}

/** The section's new text: when and on what it ran (timings move with the machine's load), then the lines. */
export function figuresSection(name: string, lines: readonly string[], at: Date = startedAt): string {
  return [
    `Latest run: ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${cpus().length} cores`,
    `(written by \`npm run ${scriptOf(name)}\`; each line ends with the 1-minute load average when it was taken).`,
    '',
    '```',
    ...lines,
    '```',
  ].join('\n');
}

function scriptOf(name: string): string {
  const scripts: Record<string, string> = {
    bench: 'bench',
    benchBoard: 'bench:board',
    benchIndex: 'bench:index',
    importBench: 'bench:import',
    server: 'bench:server',
  };
  return scripts[name] ?? name;
}

/** Replaces what stands between the bench's markers; a doc without them is left as it is (and says so once). */
export function replaceBetweenMarkers(doc: string, name: string, body: string): string | undefined {
  const begin = `<!-- bench:${name}:begin -->`;
  const end = `<!-- bench:${name}:end -->`;
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) return undefined;
  return `${doc.slice(0, from + begin.length)}\n${body}\n${doc.slice(to)}`;
}

let warned = false;

function writeFigures(name: string, lines: readonly string[]): void {
  if (!existsSync(PERFORMANCE_DOC)) return;
  const next = replaceBetweenMarkers(
    readFileSync(PERFORMANCE_DOC, 'utf8'),
    name,
    figuresSection(name, lines),
  );
  if (next === undefined) {
    if (!warned)
      process.stderr.write(`docs/performance.md has no <!-- bench:${name}:begin/end --> markers\n`);
    warned = true;
    return;
  }
  writeFileSync(PERFORMANCE_DOC, next);
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

/** Runs a bench's main under its watchdog and exits with its outcome: one way for every bench script to end. */
export function runBench(name: string, limitMs: number, main: () => Promise<void>): void {
  const watchdog = startWatchdog(name, limitMs);
  main().then(
    () => {
      clearTimeout(watchdog);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(
        `${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
