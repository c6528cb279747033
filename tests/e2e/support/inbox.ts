import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// What the desk's browser tests share: the index being ready, a lead made elsewhere, and where a row of the inbox is.

export const eventually = <T>(check: () => T | Promise<T>) =>
  expect.poll(check, { timeout: 30_000, interval: 250 });

export async function waitUntilIndexed(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Local copy of leads: Up to date/ }).waitFor({ timeout: 90_000 });
}

function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const session = JSON.parse(
      sessionStorage.getItem('crm.session') ?? localStorage.getItem('crm.session') ?? '{}',
    );
    return String(session.accessToken);
  });
}

/** A lead created by someone else: through the API, not through this tab. */
export async function createLeadElsewhere(page: Page, name: string): Promise<number> {
  const token = await accessToken(page);
  const response = await page.request.post('/api/lead', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: { name, phone: '+79161234567', sourceId: 1, funnelStageId: 1 },
  });
  expect(response.status()).toBeLessThan(300);
  const body = (await response.json()) as { data: { id: number } };
  return body.data.id;
}

export const inboxTable = (page: Page) => page.getByRole('table', { name: 'Waiting leads, by urgency' });

/** The group a row of the inbox sits in: the heading row above it. */
export function groupOfRow(page: Page, leadName: string): Promise<string | null> {
  return page.evaluate((name) => {
    const row = document.querySelector(`tr[aria-label="${CSS.escape(name)}"]`);
    for (let line = row?.previousElementSibling; line; line = line.previousElementSibling) {
      const heading = line.querySelector('th[scope="colgroup"] h2');
      if (heading) return heading.firstChild?.textContent?.trim() ?? null;
    }
    return null;
  }, leadName);
}

/** Whether an element lies inside the window's visible area (not only in the page). */
export async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  }, selector);
}

/** "2 leads to answer · 80 in the backlog" → 82. */
export async function waitingTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/leads? to answer · /).textContent()) ?? '';
  const [due = 0, backlog = 0] = (text.match(/\d[\d,]*/g) ?? []).map((part) =>
    Number(part.replace(/,/g, '')),
  );
  return due + backlog;
}
