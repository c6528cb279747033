import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'tests', 'sandbox', 'server'];

/** `ClientForm.tsx` and `clientForm.ts` are one import path (`./clientForm`) on macOS and Windows checkouts. */
function modulesDifferingOnlyInCase(root: string): string[][] {
  const byFolderAndName = new Map<string, Set<string>>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const moduleName = entry.name.split('.')[0] ?? entry.name;
    const key = path.join(entry.parentPath, moduleName.toLowerCase());
    const names = byFolderAndName.get(key) ?? new Set<string>();
    names.add(path.join(entry.parentPath, moduleName));
    byFolderAndName.set(key, names);
  }
  return [...byFolderAndName.values()].filter((names) => names.size > 1).map((names) => [...names].sort());
}

describe('module names', () => {
  it('has no two modules in a folder whose names differ only in case', () => {
    expect(ROOTS.flatMap(modulesDifferingOnlyInCase)).toEqual([]);
  });
});
