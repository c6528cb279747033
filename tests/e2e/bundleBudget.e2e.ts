import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { firstLoadBytes } from './support/firstLoadBytes';

/** Issue 13: what the lead list loads before it can show a row, gzip. Later features must stay lazy. */
const JS_BUDGET_KB = 200;
const CSS_BUDGET_KB = 20;
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

  it(`stays within ${JS_BUDGET_KB} KB of JS and ${CSS_BUDGET_KB} KB of CSS, gzip`, () => {
    const firstLoad = firstLoadBytes(outDir, LIST_ROUTE);
    // Printed so that a change's cost is visible in the test log before it reaches the limit.
    console.info(
      `lead list first load: ${firstLoad.jsGzipKB} KB JS in ${firstLoad.js.length} files, ${firstLoad.cssGzipKB} KB CSS`,
    );
    expect(firstLoad.jsGzipKB).toBeLessThanOrEqual(JS_BUDGET_KB);
    expect(firstLoad.cssGzipKB).toBeLessThanOrEqual(CSS_BUDGET_KB);
  });
});
