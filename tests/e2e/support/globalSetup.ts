import { mkdtempSync, rmSync } from 'node:fs';
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
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'crm-e2e-dist-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  project.provide('e2eOutDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
