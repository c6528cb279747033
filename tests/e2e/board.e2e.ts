import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/features/auth/lib/sessionStorage';
import { CHUNK_NUMBER_FIELDS } from '../../src/localIndex/leadColumns';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

const eventually = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 60_000, interval: 200 });

/** Space, Right arrow, Space, waiting for each step to be announced, as a screen reader user hears it. */
async function moveRightByKeyboard(page: Page, target: string): Promise<void> {
  await page.keyboard.press('Space');
  await page
    .getByRole('status')
    .filter({ hasText: /^Picked up / })
    .waitFor();
  await page.keyboard.press('ArrowRight');
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(` is over ${target}\\.$`) })
    .waitFor();
  await page.keyboard.press('Space');
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(` dropped into ${target}\\.$`) })
    .waitFor();
}

async function waitUntilIndexed(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });
}

/**
 * The stage the browser's local copy (the index database, chunks of leads) holds for a lead. The app's own save
 * reaches it a moment after the CRM confirms it; a reload in that moment would read the older copy.
 */
async function storedStage(page: Page, id: number): Promise<number | null> {
  const fields = {
    id: CHUNK_NUMBER_FIELDS.indexOf('id'),
    stage: CHUNK_NUMBER_FIELDS.indexOf('funnelStageId'),
  };
  return page.evaluate(
    async ({ leadId, fields }) => {
      const names = (await indexedDB.databases()).map((database) => database.name ?? '');
      const name = names.find(
        (candidate) => candidate.startsWith('crm-lead-index-') && !candidate.endsWith('-history'),
      );
      if (!name) return null;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      // A chunk holds its leads as columns: each number field in the width the store held it in, its least value
      // (NaN in eight bytes) standing for null, or nothing where no lead of the chunk has one (leadColumns.ts).
      type StoredNumbers = Int8Array | Int16Array | Int32Array | Float64Array | null;
      const chunks = await new Promise<Array<{ id: number; count: number; numbers: StoredNumbers[] }>>(
        (resolve, reject) => {
          const request = database.transaction('chunks').objectStore('chunks').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        },
      );
      database.close();
      let stage: number | null = null;
      // Chunks in the order written: a later one holds the newer copy of a lead.
      for (const chunk of chunks.sort((a, b) => a.id - b.id)) {
        const ids = chunk.numbers[fields.id];
        const stages = chunk.numbers[fields.stage];
        for (let row = 0; ids && row < chunk.count; row += 1)
          if (ids[row] === leadId) {
            const value = stages ? (stages[row] as number) : Number.NaN;
            const none =
              stages?.BYTES_PER_ELEMENT === 8
                ? Number.NaN
                : -(2 ** (8 * (stages?.BYTES_PER_ELEMENT ?? 1) - 1));
            stage = Number.isNaN(value) || value === none ? null : value;
          }
      }
      return stage;
    },
    { leadId: id, fields },
  );
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true });
/** Cards are buttons named by their text, which shows the lead's number ("#123"). */
const cardsIn = (page: Page, stage: string) => column(page, stage).getByRole('button', { name: /#\d+\b/ });
const card = (page: Page, stage: string, id: number) =>
  column(page, stage).getByRole('button', { name: new RegExp(`#${id}\\b`) });

/** The lead number on the first card of a column, to find the same card elsewhere. */
async function firstCardId(page: Page, stage: string): Promise<number> {
  const first = cardsIn(page, stage).first();
  await first.waitFor();
  const [, id] = ((await first.textContent()) ?? '').match(/#(\d+)\b/) ?? [];
  if (!id) throw new Error('a card without its lead number');
  return Number(id);
}

function leadPuts(page: Page): Request[] {
  const puts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/lead\/\d+$/.test(new URL(request.url()).pathname))
      puts.push(request);
  });
  return puts;
}

describe('the pipeline board', () => {
  const e2e = setupE2e({ leadCount: 300 });

  /** The board signed in, the copy full, the first card of Новый focused; the PUTs sent from here on. */
  async function firstNewCardFocused() {
    const { page, context } = await e2e.newPage();
    const puts = leadPuts(page);
    await signIn(page, '/board');
    await waitUntilIndexed(page);
    const id = await firstCardId(page, 'Новый');
    await card(page, 'Новый', id).focus();
    return { page, context, puts, id };
  }

  it('moves a card by keyboard alone: the PUT carries only funnelStageId, and the card stays after a reload', async () => {
    const { page, context, puts, id } = await firstNewCardFocused();
    await moveRightByKeyboard(page, 'В работе');

    const moved = card(page, 'В работе', id);
    await moved.waitFor();
    await eventually(() => puts.length).toBe(1);
    expect(puts[0]?.postDataJSON()).toEqual({ funnelStageId: 2 });
    // Focus follows the card, so the next move can start at once.
    await eventually(() => moved.evaluate((node) => node === document.activeElement)).toBe(true);

    await eventually(() => storedStage(page, id)).toBe(2);
    await page.reload();
    await card(page, 'В работе', id).waitFor();
    expect(await card(page, 'Новый', id).count()).toBe(0);
    await context.close();
  });

  it('acts on Space, Right, Space typed at once, while the page is busy at the pick-up: no key lost', async () => {
    const { page, context, puts, id } = await firstNewCardFocused();
    // The page is busy for a moment after the key that picks the card up (a render, a slow phone): the next keys
    // arrive meanwhile, and the browser hands input over before the timers that were waiting.
    await page.evaluate(() => {
      addEventListener(
        'keydown',
        (event: KeyboardEvent) => {
          if (event.code !== 'Space') return;
          setTimeout(() => {
            const until = performance.now() + 300;
            while (performance.now() < until);
          });
        },
        { capture: true, once: true },
      );
    });
    await Promise.all([
      page.keyboard.press('Space'),
      page.keyboard.press('ArrowRight'),
      page.keyboard.press('Space'),
    ]);

    await card(page, 'В работе', id).waitFor();
    await eventually(() => puts.length).toBe(1);
    expect(puts[0]?.postDataJSON()).toEqual({ funnelStageId: 2 });
    await context.close();
  });

  it('puts the card back with the CRM’s reason when the move is refused (a stage the CRM does not know)', async () => {
    const { page, context } = await e2e.newPage();
    // The account's catalog lists a stage the CRM does not have: the sandbox answers 422 for it.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      config.catalogs.funnelStages.push({ id: 99, name: 'Архив' });
      await route.fulfill({ response, json: config });
    });
    await signIn(page, '/board');
    await waitUntilIndexed(page);
    // Архив is a step, not an outcome: it follows the last step (Переговоры), before the won and lost columns.
    const id = await firstCardId(page, 'Переговоры');

    await cardsIn(page, 'Переговоры').first().focus();
    await moveRightByKeyboard(page, 'Архив');

    const alert = column(page, 'Переговоры').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /^Not moved to “Архив”: The selected funnel stage id is invalid\./,
    );
    await card(page, 'Переговоры', id).waitFor();
    expect(await cardsIn(page, 'Архив').count()).toBe(0);
    expect(await alert.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    await context.close();
  });

  it('sends two quick moves of one card in order, and the card ends where the last one put it', async () => {
    const { page, context, puts, id } = await firstNewCardFocused();
    await moveRightByKeyboard(page, 'В работе');
    // Focus stays on the moved card: the second move starts at once, whether or not the first is saved.
    await moveRightByKeyboard(page, 'Квалификация');

    await eventually(() => puts.length).toBe(2);
    expect(puts.map((request) => request.postDataJSON())).toEqual([
      { funnelStageId: 2 },
      { funnelStageId: 3 },
    ]);
    await card(page, 'Квалификация', id).waitFor();
    await eventually(() => card(page, 'Квалификация', id).getAttribute('aria-busy')).toBeNull();
    // The move survives a reload once the local copy holds it (the reload reads the copy first).
    await eventually(() => storedStage(page, id)).toBe(3);
    await page.reload();
    await card(page, 'Квалификация', id).waitFor();
    await context.close();
  });

  it('asks before overwriting a lead that changed in the CRM after the board read it', async () => {
    const { page, context } = await e2e.newPage();
    const puts = leadPuts(page);
    await signIn(page, '/board');
    await waitUntilIndexed(page);
    const id = await firstCardId(page, 'Новый');
    // Someone else edits the lead: its dtUpdate moves on the server, the board still holds the old one.
    const session = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY);
    const { accessToken } = JSON.parse(session ?? '{}') as { accessToken?: string };
    const edited = await page.request.put(`/api/lead/${id}`, {
      data: { name: 'Изменён в CRM' },
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(edited.status()).toBe(200);

    await card(page, 'Новый', id).focus();
    await moveRightByKeyboard(page, 'В работе');
    const dialog = page.getByRole('dialog', { name: 'This lead changed in the CRM' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Изменён в CRM was changed in the CRM at');
    expect(puts).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Move anyway' }).click();

    await eventually(() => puts.length).toBe(1);
    expect(puts[0]?.postDataJSON()).toEqual({ funnelStageId: 2 });
    await card(page, 'В работе', id).waitFor();
    await context.close();
  });

  it('opens the lead list from a dashboard bar, filtered to that source, with the same count', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/dashboard');
    await waitUntilIndexed(page);
    const bySource = page.getByRole('region', { name: 'By source' });
    const bar = bySource.getByRole('link').first();
    await bar.waitFor();
    // A bar reads "Звонок 55 · 18.3%": the source, its leads, their share.
    const [, count] = ((await bar.textContent()) ?? '').match(/(\d+) · [\d.,]+%$/) ?? [];
    expect(count).toBeDefined();
    await bar.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/leads' && url.searchParams.has('source'));
    await page.getByText(`Leads: ${count}`, { exact: true }).waitFor();
    await context.close();
  });
});
