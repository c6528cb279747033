import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { firstLoadBytes } from './support/firstLoadBytes';

/** The list's first load is a production build. Its weight is held where the browser asks for it: firstRows.e2e.ts. */
const LIST_ROUTE = 'src/features/leadList/LeadListPage.tsx';

describe('the lead list’s first load', () => {
  const outDir = inject('e2eOutDir');

  it('is a production build (React without its development checks)', () => {
    const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(index)?.[1];
    expect(entry).toBeDefined();
    const firstLoad = firstLoadBytes(outDir, LIST_ROUTE);
    const code = firstLoad.js.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    // Production React reports errors by number; the development build carries the messages and act() checks.
    expect(code).toContain('Minified React error');
    expect(code).not.toContain('is not configured to support act');
    expect(firstLoad.js).toContain(entry);
  });
});
