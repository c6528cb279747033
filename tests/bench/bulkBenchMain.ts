/**
 * `npx tsx tests/bench/bulkBenchMain.ts`: only the bulk-change cases of `npm run bench` (tests/bench/bulkBench.ts), for a quick run:
 * builds the app once and serves it with its own sandbox. BENCH_BULK_LEADS sets the sandbox's size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { launchBrowser } from '../e2e/support/browser';
import { bulkCases } from './bulkBench';
import { runBench } from './support/report';

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-bulk-dist-'));
  process.env.NODE_ENV = 'production';
  await build({
    logLevel: 'error',
    mode: 'production',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const browser = await launchBrowser();
  try {
    await bulkCases(browser, outDir);
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

runBench('bench:bulk', 15 * 60_000, main);
