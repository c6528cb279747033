import type { IncomingMessage, ServerResponse } from 'node:http';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, signIn } from './support/browser';
import { setupE2e } from './support/setup';

/** What reached the sandbox: every POST /lead, counted on the server side of the browser. */
const traffic = { leadPosts: 0, responseDelayMs: 0 };

const watchLeadPosts: Plugin = {
  name: 'e2e-watch-lead-posts',
  configurePreviewServer(server) {
    server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
      if (request.method === 'POST' && request.url?.split('?')[0] === '/api/lead') {
        traffic.leadPosts += 1;
        // Slows the answer, not the request: the lead exists before the browser hears of it, as when a
        // connection drops after the CRM has saved.
        const delay = traffic.responseDelayMs;
        if (delay > 0) {
          const end = response.end.bind(response);
          response.end = ((...args: Parameters<typeof end>) => {
            setTimeout(() => end(...args), delay);
            return response;
          }) as typeof response.end;
        }
      }
      next();
    });
  },
};

interface ApiLead {
  id: number;
  phone: string | number | null;
  email: string | null;
}

/** Reads the CRM as the signed-in user, through the app's own proxy. */
async function apiLeads(page: Page, query: string): Promise<ApiLead[]> {
  return page.evaluate(async (search) => {
    const stored = sessionStorage.getItem('crm.session') ?? localStorage.getItem('crm.session') ?? '{}';
    const { accessToken } = JSON.parse(stored) as { accessToken?: string };
    const response = await fetch(`/api/lead?${search}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    });
    const body = (await response.json()) as { data: ApiLead[] };
    return body.data;
  }, query);
}

const phone = (n: number) =>
  `+7 926 ${String(n)
    .padStart(7, '0')
    .replace(/(\d{3})(\d{2})(\d{2})/, '$1-$2-$3')}`;
const wire = (n: number) => `+7926${String(n).padStart(7, '0')}`;

function csvFile(name: string, rows: string[][]) {
  return {
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(Papa.unparse(rows, { delimiter: ';', newline: '\r\n' })),
  };
}

async function chooseFile(page: Page, file: ReturnType<typeof csvFile>) {
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByText(/^Ready: /).waitFor();
  await page
    .getByRole('button', { name: /^Import \d+ rows$/ })
    .and(page.locator(':enabled'))
    .waitFor();
}

describe('import leads from CSV', () => {
  const e2e = setupE2e({ leadCount: 300 }, [watchLeadPosts]);
  afterEach(() => {
    traffic.leadPosts = 0;
    traffic.responseDelayMs = 0;
  });

  it('imports a 200-row file: form-refused, server-refused and repeated rows, one POST per sent row, and a report', async () => {
    const { page, context } = await e2e.newPage();
    // The API check of existing leads reads pages of 100; the local index answers instead when it runs.
    const apiChecks: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/lead' && url.searchParams.get('per_page') === '100')
        apiChecks.push(url.search);
    });
    await signIn(page, '/leads');
    await page.getByRole('button', { name: 'Import / export' }).click();
    await page.getByRole('menuitem', { name: 'Import from CSV' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import leads from a CSV file' }).waitFor();
    const existing = (await apiLeads(page, 'per_page=50')).filter((lead) => lead.phone !== null).slice(0, 5);
    expect(existing).toHaveLength(5);

    const rows: string[][] = [['ФИО', 'Телефон', 'Почта', 'Источник']];
    // 150 good rows: sources by name (any case) and by id.
    for (let n = 0; n < 150; n += 1)
      rows.push([`Лид ${n}`, phone(n), '', n % 3 === 0 ? 'САЙТ' : n % 3 === 1 ? 'авито' : '8']);
    // 20 the form refuses: a bad e-mail and no phone, or a source that does not exist by name.
    for (let n = 0; n < 10; n += 1) rows.push([`Плохая почта ${n}`, '', `bad-${n}`, 'Сайт']);
    for (let n = 0; n < 10; n += 1) rows.push([`Нет источника ${n}`, phone(500 + n), '', 'Телевизор']);
    // 15 only the server refuses: a source id the account does not have.
    for (let n = 0; n < 15; n += 1) rows.push([`Чужой источник ${n}`, phone(600 + n), '', '999']);
    // 10 repeat earlier rows of the file, 5 belong to leads already in the CRM.
    for (let n = 0; n < 10; n += 1) rows.push([`Повтор ${n}`, phone(n), '', 'Сайт']);
    for (const lead of existing)
      rows.push(['Уже есть', `+${String(lead.phone).replace(/^\+/, '')}`, '', 'Сайт']);
    expect(rows).toHaveLength(201);

    await chooseFile(page, csvFile('leads-200.csv', rows));
    await page
      .getByText('Ready: 165. With problems: 20. Repeats in the file: 10. Already in the CRM: 5.')
      .waitFor();
    await page.getByText('Checked against all 300 leads of the CRM.').waitFor();
    expect(apiChecks).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import 165 rows' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 45_000 });
    await page.getByText('Created 150, refused 15, failed 0, skipped 35, not sent 0.').waitFor();
    expect(traffic.leadPosts).toBe(165);
    expect(await axeViolations(page)).toEqual([]);

    // Each created row is in the CRM exactly once.
    const since = Math.floor(Date.now() / 1000) - 600;
    const imported = await apiLeads(page, `per_page=500&dtCreate[0]=${since}`);
    const phones = imported.map((lead) => `+${String(lead.phone).replace(/^\+/, '')}`);
    for (let n = 0; n < 150; n += 1) expect(phones.filter((p) => p === wire(n))).toHaveLength(1);
    expect(phones.filter((p) => p.startsWith('+7926000060'))).toHaveLength(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('leads-200-report.csv');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const report = Papa.parse<string[]>(Buffer.concat(chunks).toString('utf8'), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(report[0]).toEqual([
      'ФИО',
      'Телефон',
      'Почта',
      'Источник',
      'Import status',
      'Lead id',
      'Import messages',
    ]);
    const statuses = report.slice(1).map((row) => row[4]);
    const count = (status: string) => statuses.filter((s) => s === status).length;
    expect([count('Created'), count('Refused'), count('Skipped'), statuses.length]).toEqual([
      150, 15, 35, 200,
    ]);
    expect(report[171]?.[6]).toMatch(/^Source: /);
    expect(report[1]?.[5]).toMatch(/^\d+$/);
    await context.close();
  });

  it('resumes after a reload in the middle without sending any row twice', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads/import');
    const rows: string[][] = [['Name', 'Phone', 'Source']];
    for (let n = 0; n < 120; n += 1) rows.push([`Resume ${n}`, phone(1000 + n), 'Выставка']);
    traffic.responseDelayMs = 100;
    await chooseFile(page, csvFile('resume.csv', rows));
    await page.getByRole('button', { name: 'Import 120 rows' }).click();
    await page.getByText(/^Done ([2-9]\d|1[01]\d) of 120/).waitFor();
    await page.reload();

    await page.getByText('An import was interrupted').waitFor();
    traffic.responseDelayMs = 0;
    await page.getByRole('button', { name: 'Resume the import' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 45_000 });
    await page.getByText('Created 120, refused 0, failed 0, skipped 0, not sent 0.').waitFor();
    expect(traffic.leadPosts).toBe(120);
    const since = Math.floor(Date.now() / 1000) - 600;
    const phones = (await apiLeads(page, `per_page=500&dtCreate[0]=${since}`)).map(
      (lead) => `+${String(lead.phone).replace(/^\+/, '')}`,
    );
    for (let n = 0; n < 120; n += 1) expect(phones.filter((p) => p === wire(1000 + n))).toHaveLength(1);
    await context.close();
  });

  it('lets a row the form refuses be fixed in place, checked by the same rules', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads/import');
    await page.getByLabel('CSV file').setInputFiles(
      csvFile('fix.csv', [
        ['Name', 'E-mail', 'Source'],
        ['Fixable', 'not-an-email', 'Сайт'],
      ]),
    );
    await page.getByText('Ready: 0. With problems: 1.', { exact: false }).waitFor();
    await page.getByRole('cell', { name: /E-mail: Enter an e-mail like name@example.com\./ }).waitFor();
    await page.getByRole('button', { name: 'Fix row 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fix row 2' });
    await dialog.getByLabel('E-mail').fill('still wrong');
    await dialog.getByRole('button', { name: 'Use these values' }).click();
    // The field says what is wrong, and the summary on top links to it, as on every form.
    await dialog.getByText('Enter an e-mail like name@example.com.', { exact: true }).waitFor();
    await dialog.getByRole('link', { name: /E-mail: Enter an e-mail like name@example.com/ }).waitFor();
    await dialog.getByLabel('E-mail').fill('fixed@example.com');
    await dialog.getByRole('button', { name: 'Use these values' }).click();
    await page.getByText('Ready: 1. With problems: 0.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await page.getByText('Created 1, refused 0, failed 0, skipped 0, not sent 0.').waitFor();
    expect(traffic.leadPosts).toBe(1);
    await context.close();
  });

  it('gives rows without a stage or owner the first stage and the chosen owner, in what it sends', async () => {
    const { page, context } = await e2e.newPage();
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/lead') {
        sent.push(request.postDataJSON() as Record<string, unknown>);
      }
    });
    await signIn(page, '/leads/import');
    await chooseFile(
      page,
      csvFile('defaults.csv', [
        ['Name', 'Phone', 'Source'],
        ['Defaulted 1', phone(2001), 'Сайт'],
        ['Defaulted 2', phone(2002), 'Сайт'],
      ]),
    );
    const stage = page.getByLabel('Stage for rows without one');
    const firstStage = await stage.locator('option').nth(1).getAttribute('value');
    expect(firstStage).toMatch(/^\d+$/);
    expect(await stage.inputValue()).toBe(firstStage);
    const owner = page.getByLabel('Owner for rows without one');
    expect(await owner.inputValue()).toBe('');
    await owner.locator('option').nth(1).waitFor({ state: 'attached' });
    const ownerId = await owner.locator('option').nth(1).getAttribute('value');
    await owner.selectOption(ownerId ?? '');
    await page.getByRole('button', { name: 'Import 2 rows' }).and(page.locator(':enabled')).click();
    await page.getByText('Created 2, refused 0, failed 0, skipped 0, not sent 0.').waitFor();
    expect(sent).toHaveLength(2);
    for (const body of sent) {
      expect(String(body.funnelStageId)).toBe(firstStage);
      expect(String(body.userIdOwner)).toBe(ownerId);
    }
    await context.close();
  });

  it('says plainly why a file cannot be imported', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/leads/import');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'only-header.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Имя;Телефон\r\n'),
    });
    await page.getByRole('alert').filter({ hasText: 'The file has a header but no rows.' }).waitFor();
    await page.getByLabel('CSV file').setInputFiles({
      name: 'book.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0, 0]),
    });
    await page.getByRole('alert').filter({ hasText: 'This is not a CSV file' }).waitFor();
    await context.close();
  });
});
