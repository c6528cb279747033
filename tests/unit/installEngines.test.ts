import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (name: string): unknown => JSON.parse(readFileSync(path.join(root, name), 'utf8'));

const manifest = z.object({ engines: z.object({ node: z.string() }) }).parse(readJson('package.json'));
const lock = z
  .object({
    packages: z.record(
      z.string(),
      // Old packages may still carry the legacy array form, which npm ignores.
      z.object({ version: z.string().optional(), engines: z.unknown().optional() }),
    ),
  })
  .parse(readJson('package-lock.json'));

const nodeRange = (engines: unknown): string | null => {
  const parsed = z.object({ node: z.string() }).safeParse(engines);
  return parsed.success ? parsed.data.node : null;
};

describe('a clean install on the Node that package.json names', () => {
  it('prints no engine warnings: every locked package supports the oldest Node in "engines"', () => {
    const oldest = semver.minVersion(manifest.engines.node);
    if (!oldest) throw new Error(`package.json engines.node is not a range: ${manifest.engines.node}`);
    const unsupported = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = nodeRange(entry.engines);
      if (path === '' || range === null || semver.satisfies(oldest, range)) return [];
      return [`${path.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} needs Node ${range}`];
    });
    expect(unsupported, `Node ${oldest.version} (package.json engines) is too old for these`).toEqual([]);
  });
});
