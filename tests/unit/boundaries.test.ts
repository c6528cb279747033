import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary check of `npm run lint` (.dependency-cruiser.cjs), run on a small tree written for the purpose:
 * each leak below must be reported under its rule, at any depth and whether spelled with `@/` or `../`, and the
 * allowed imports beside them must not be.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
  'src/main.tsx': "import { start } from './app/start/bootstrap';\nstart();\n",
  'src/app/start/bootstrap.ts':
    "import { openA } from '@/features/a';\nimport { APage } from '@/features/a/APage';\n" +
    "export const start = () => [openA, APage, import('@/features/a/components/deep/Lazy')];\n",
  'src/app/start/leaky.ts':
    "import { helper } from '@/features/a/lib/helper';\nexport const leaky = helper;\n",
  'src/features/a/index.ts': "export { openA } from './lib/helper';\n",
  'src/features/a/APage.tsx':
    "import { helper } from './lib/helper';\nexport const APage = () => <p>{helper()}</p>;\n",
  'src/features/a/lib/helper.ts': 'export const helper = () => 1;\nexport const openA = () => 2;\n',
  'src/features/a/components/deep/Lazy.tsx': 'export const Lazy = () => <p />;\n',
  'src/features/a/queries.ts':
    "import { readIndex } from '@/localIndex/store';\nexport const q = readIndex;\n",
  'src/features/a/hooks/useIndex.ts':
    "import { readIndex } from '../../../localIndex/store';\nexport const use = readIndex;\n",
  'src/features/b/components/deep/er/Leak.tsx':
    "import { helper } from '../../../../a/lib/helper';\nimport type { Thing } from '@/features/a/lib/types';\n" +
    "import { openA } from '@/features/a';\nexport const Leak = (t: Thing) => <p>{helper() + openA() + t.n}</p>;\n",
  'src/features/a/lib/types.ts': 'export interface Thing { n: number }\n',
  'src/features/b/components/IndexReader.tsx':
    "import { readIndex } from '@/localIndex/store';\nexport const R = readIndex;\n",
  'src/features/b/components/deep/AppUser.tsx':
    "import { start } from '@/app/start/bootstrap';\nexport const U = start;\n",
  'src/features/b/components/Broken.tsx': "import { gone } from './gone';\nexport const B = gone;\n",
  'src/shared/ui/deep/Widget.tsx': "import { openA } from '@/features/a';\nexport const W = openA;\n",
  'src/shared/lib/pure.ts': "import { get } from '@/api/http';\nexport const p = get;\n",
  'src/api/http.ts': "import { W } from '@/shared/ui/deep/Widget';\nexport const get = W;\n",
  'src/localIndex/store.ts': "import { APage } from '@/features/a/APage';\nexport const readIndex = APage;\n",
  'src/config/runtime.ts': "import { serve } from '../../server/main';\nexport const c = serve;\n",
  'server/main.ts': "import { get } from '../src/api/http';\nexport const serve = get;\n",
  'sandbox/db.ts': "import { c } from '../src/config/runtime';\nexport const db = c;\n",
  'src/features/a/lib/fixture.ts':
    "import { r } from '../../../../tests/support/render';\nexport const f = r;\n",
  'src/features/a/lib/fixture.test.ts':
    "import { r } from '../../../../tests/support/render';\nexport const t = r;\n",
  'tests/support/render.ts':
    "import { start } from '../../src/app/start/bootstrap';\nexport const r = start;\n",
};

const EXPECTED = [
  'api-is-the-http-door: src/api/http.ts → src/shared/ui/deep/Widget.tsx',
  'app-to-feature-index-or-page: src/app/start/leaky.ts → src/features/a/lib/helper.ts',
  'browser-not-node: src/config/runtime.ts → server/main.ts',
  'feature-through-index: src/features/b/components/deep/er/Leak.tsx → src/features/a/lib/helper.ts',
  'feature-through-index: src/features/b/components/deep/er/Leak.tsx → src/features/a/lib/types.ts',
  'index-through-queries-or-hooks: src/features/b/components/IndexReader.tsx → src/localIndex/store.ts',
  'local-index-is-data: src/localIndex/store.ts → src/features/a/APage.tsx',
  'node-not-browser: sandbox/db.ts → src/config/runtime.ts',
  'node-not-browser: server/main.ts → src/api/http.ts',
  'only-main-imports-app: src/features/b/components/deep/AppUser.tsx → src/app/start/bootstrap.ts',
  'resolvable: src/features/b/components/Broken.tsx → ./gone',
  'shared-knows-no-feature: src/shared/ui/deep/Widget.tsx → src/features/a/index.ts',
  'shared-lib-is-pure: src/shared/lib/pure.ts → src/api/http.ts',
  'shared-ui-knows-no-crm: src/shared/ui/deep/Widget.tsx → src/features/a/index.ts',
  'tests-stay-in-tests: src/features/a/lib/fixture.ts → tests/support/render.ts',
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

let fixture = '';

beforeAll(() => {
  fixture = mkdtempSync(path.join(tmpdir(), 'crm-boundaries-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  }
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function violations(): string[] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [
        '--require',
        path.join(ROOT, 'scripts/swcReadsTsx.cjs'),
        path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        path.join(ROOT, '.dependency-cruiser.cjs'),
        '--output-type',
        'json',
        'src',
        'server',
        'sandbox',
        'tests',
      ],
      { cwd: fixture, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    // A run that finds violations exits non-zero; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as { summary: { violations: Violation[] } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('the boundary check', () => {
  it('reports each leak under its rule, and none of the allowed imports beside them', () => {
    expect(violations()).toEqual(EXPECTED);
  });
});
