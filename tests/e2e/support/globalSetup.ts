import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build the browser tests serve. */
    e2eOutDir: string;
  }
}

/**
 * One production build for every browser test, so they run against what users get. It goes to a fresh
 * folder so that parallel runs never overwrite each other's files.
 */
/**
 * Vitest sets NODE_ENV=test, and Vite builds with whatever NODE_ENV says: React's development build, with
 * its checks and 60 KB more. Users get the production one, so the tests (and the size budget) do too.
 */
export async function buildForProduction(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * CRM_E2E_BUILD names a folder to keep the build in: the first run builds there, later runs serve it as it is
 * (a browser test run many times over, docs/testing.md). Rebuild by deleting the folder after changing src/.
 */
function keptBuild(): string | null {
  const folder = process.env.CRM_E2E_BUILD;
  return folder ? path.resolve(folder) : null;
}

export default async function setup(project: TestProject): Promise<() => void> {
  const kept = keptBuild();
  if (kept) {
    if (!existsSync(path.join(kept, 'index.html'))) {
      mkdirSync(kept, { recursive: true });
      await buildForProduction(kept);
    }
    project.provide('e2eOutDir', kept);
    return () => undefined;
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'crm-e2e-dist-'));
  await buildForProduction(outDir);
  project.provide('e2eOutDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
