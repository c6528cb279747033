/**
 * Issue 21's yardstick for the first screen: a page with no framework that asks the CRM for the first 15 leads
 * and draws them as a table, served beside the app by the same server. The app's first rows are held to twice
 * this page's time, both cold (HTTP cache off) and signed in with the same token.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { median } from './report';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Leads (plain page)</title>
    <script type="module" src="/bench-plain.js"></script>
  </head>
  <body>
    <main>
      <h1>Leads</h1>
      <table aria-label="Leads">
        <thead><tr><th>Name</th><th>Phone</th><th>E-mail</th><th>Created</th></tr></thead>
        <tbody></tbody>
      </table>
    </main>
  </body>
</html>
`;

// A module, not an inline script: the server's CSP forbids inline scripts for the plain page as for the app.
const SCRIPT = `const token = new URLSearchParams(location.hash.slice(1)).get('token');
const perPage = new URLSearchParams(location.search).get('perPage') ?? '15';
const created = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const response = await fetch('/api/lead?page=1&per_page=' + perPage, {
  headers: { Authorization: 'Bearer ' + token, Accept: 'application/json' },
});
const { data } = await response.json();
document.querySelector('tbody').replaceChildren(
  ...data.map((lead) => {
    const row = document.createElement('tr');
    for (const text of [lead.name ?? '', lead.phone ?? '', lead.email ?? '', created.format(lead.dtCreate * 1000)]) {
      const cell = document.createElement('td');
      cell.textContent = text;
      row.append(cell);
    }
    return row;
  }),
);
`;

/** Writes the plain page into the built app's folder, so the preview server serves it as `/bench-plain.html`. */
export function writePlainList(outDir: string): void {
  writeFileSync(path.join(outDir, 'bench-plain.html'), HTML);
  writeFileSync(path.join(outDir, 'bench-plain.js'), SCRIPT);
}

/** The signed-in app's access token, as the app keeps it. */
export function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('crm.session') ?? sessionStorage.getItem('crm.session') ?? '{}';
    return String(JSON.parse(raw).accessToken);
  });
}

export interface SideBySide {
  appMs: number;
  plainMs: number;
  ratio: number;
}

/**
 * Navigation start to the 15th row painted, app and plain page in turn, `runs` times each (the caller has turned
 * the HTTP cache off and installed `__paintedAt`, which resolves in the frame after a selector matches).
 */
export async function firstRowsSideBySide(page: Page, runs: number): Promise<SideBySide> {
  const token = await accessTokenOf(page);
  const painted = (selector: string) =>
    page.evaluate(
      (target) =>
        (window as unknown as { __paintedAt(selector: string): Promise<number> }).__paintedAt(target),
      selector,
    );
  const app: number[] = [];
  const plain: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto('/leads?perPage=15', { waitUntil: 'commit' });
    app.push(await painted('table[aria-rowcount="16"] tbody tr[aria-rowindex="16"]'));
    await page.goto(`/bench-plain.html?perPage=15#token=${encodeURIComponent(token)}`, {
      waitUntil: 'commit',
    });
    plain.push(await painted('tbody tr:nth-child(15)'));
  }
  const appMs = median(app);
  const plainMs = median(plain);
  return { appMs, plainMs, ratio: Math.round((appMs / plainMs) * 100) / 100 };
}
