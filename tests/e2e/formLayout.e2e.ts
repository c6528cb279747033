import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupE2e } from './support/setup';

/** The vertical middle of an element's box on the page. */
async function middle(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.y + box.height / 2;
}

describe('forms and charts as drawn', () => {
  const e2e = setupE2e();

  it('puts a checkbox’s label on the line of its box, not below it (sign-in, Columns)', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/leads');
    const remember = page.getByRole('checkbox', { name: 'Keep me signed in' });
    const rememberLabel = page.getByText('Keep me signed in', { exact: true });
    await remember.waitFor();
    const box = await remember.boundingBox();
    const label = await rememberLabel.boundingBox();
    if (!box || !label) throw new Error('the checkbox or its label is not on screen');
    // Side by side: the label starts right of the box and its middle is within the box's height.
    expect(label.x).toBeGreaterThanOrEqual(box.x + box.width);
    expect(Math.abs((await middle(rememberLabel)) - (await middle(remember)))).toBeLessThan(box.height);

    await page.getByLabel('E-mail').fill('admin@sandbox.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('sandbox');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const column = page.getByRole('checkbox', { name: 'Show Phone' });
    await column.waitFor();
    const columnBox = await column.boundingBox();
    if (!columnBox) throw new Error('the column checkbox is not on screen');
    const columnLabel = page.getByRole('dialog').getByText('Phone', { exact: true });
    expect(Math.abs((await middle(columnLabel)) - (await middle(column)))).toBeLessThan(columnBox.height);
    await context.close();
  });

  it('no longer calls Отказ the funnel’s last stage on the dashboard', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/dashboard');
    await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });
    const funnel = page.getByRole('region', { name: 'Funnel' });
    await funnel.getByText(/entered the funnel/).waitFor();
    const text = (await funnel.textContent()) ?? '';
    expect(text).not.toMatch(/last stage/);
    expect(text).toMatch(/won \([\d.]+%, “Успешно”\), [\d,]+ lost \(“Отказ”\)/);
    await funnel.getByText('Left the funnel').waitFor();
    await context.close();
  });

  it('puts the won and lost columns last on the board, apart and announced', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, '/board');
    const outcomes = page.getByRole('region', { name: 'Outcomes', exact: true });
    const won = outcomes.getByRole('region', { name: 'Успешно', exact: true });
    const lost = outcomes.getByRole('region', { name: 'Отказ', exact: true });
    await lost.waitFor();
    expect(await won.getAttribute('aria-describedby')).toBeTruthy();
    const wonDescription = await won.evaluate(
      (column) => document.getElementById(column.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(wonDescription).toBe('outcome: won');
    // Every step, "No stage" included, stands left of the outcomes.
    const noStage = page.getByRole('region', { name: 'No stage', exact: true });
    const noStageBox = await noStage.boundingBox();
    const wonBox = await won.boundingBox();
    const lostBox = await lost.boundingBox();
    if (!noStageBox || !wonBox || !lostBox) throw new Error('a column is not laid out');
    expect(noStageBox.x).toBeLessThan(wonBox.x);
    expect(wonBox.x).toBeLessThan(lostBox.x);
    await context.close();
  });
});
