/**
 * `npm run bench:index:memory`: the worker's index in Node, without a browser: N generated leads (the sandbox's
 * marketing labels on them) put into the store a page at a time, every index and the list's usual orders built,
 * then the heap (JS heap and typed arrays) after a collection, less what it was before. BENCH_INDEX_SIZES as for
 * bench:index (default 100000). Run with `node --expose-gc`: the script re-runs itself so when it is not.
 */
import { spawnSync } from 'node:child_process';
import { labelsFor } from '../../sandbox/seed/marketing';
import { Random } from '../../sandbox/seed/random';
import { LeadIndexes } from '../../src/localIndex/indexes/leadIndexes';
import { LeadStore } from '../../src/localIndex/leadStore';
import { seededRandom } from '../../src/localIndex/testing/random';
import { randomLead } from '../../src/localIndex/testing/randomLeads';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

const SOURCES = ['Яндекс Директ', 'Яндекс Маркет', 'ВКонтакте', 'Авито', 'Сайт', 'Звонок'];

function heapMB(): number {
  // Twice: a buffer let go of (a column given back) is freed only once the first collection's sweep is done.
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 1_000_000;
}

const kept: unknown[] = [];
const sizes = (process.env.BENCH_INDEX_SIZES ?? '100000').split(',').map(Number);
for (const size of sizes) {
  const random = seededRandom(size);
  const before = heapMB();
  const labelRandom = new Random(size);
  // The leads arrive as parsed JSON: every string its own copy, as JSON.parse makes them.
  const pages: string[] = [];
  for (let start = 1; start <= size; start += 500) {
    const page = [];
    for (let id = start; id < Math.min(size + 1, start + 500); id += 1) {
      const source = SOURCES[id % SOURCES.length] as string;
      page.push({ ...randomLead(random, id), ...labelsFor(source, labelRandom) });
    }
    pages.push(JSON.stringify(page));
  }
  const store = new LeadStore();
  const indexes = new LeadIndexes(store);
  const started = performance.now();
  for (const page of pages) {
    store.upsert(JSON.parse(page), 0);
    indexes.warm(500);
  }
  while (!indexes.warm(50_000, 'all'));
  const builtMs = Math.round(performance.now() - started);
  pages.length = 0;
  const after = heapMB();
  process.stdout.write(
    `${JSON.stringify({
      case: 'index memory in Node (store + indexes + usual orders)',
      leads: size,
      mb: Math.round((after - before) * 10) / 10,
      indexBytesMB: Math.round(indexes.bytes / 100_000) / 10,
      builtMs,
    })}\n`,
  );
  // Kept alive until measured.
  kept.push(store, indexes);
}
