import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { setupProductionE2e } from './support/production';

/** Installed before the app's scripts: every CSP violation the page sees, as the browser reports it. */
const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;

describe('the app on the production server, under its Content-Security-Policy', () => {
  const e2e = setupProductionE2e({ leadCount: 40 });

  it('signs in, lists, opens, edits a lead and creates a deal with no violation and no blocked request', async () => {
    const { page, context } = await e2e.newPage({ serviceWorkers: 'allow' });
    await page.addInitScript({ content: RECORD_VIOLATIONS });
    // Requests the page cancels itself (a navigation, an unmounted query) are ERR_ABORTED; a block is not.
    const blockedRequests: string[] = [];
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') blockedRequests.push(`${request.url()} ${reason}`);
    });
    const cspConsoleMessages: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspConsoleMessages.push(message.text());
    });

    const firstPage = await page.goto('/leads');
    expect(firstPage?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signIn(page, '/leads');
    const rowLink = page.getByRole('table').locator('tbody tr').first().getByRole('link').first();
    const name = (await rowLink.textContent())?.trim() ?? '';
    await rowLink.click();
    await page.getByRole('heading', { level: 1, name: `Lead ${name}` }).waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    const edited = `${name} CSP`;
    await page.getByLabel('Name', { exact: true }).fill(edited);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: `Lead ${edited}` }).waitFor();

    await page.goto('/deals/new');
    await page.getByRole('textbox', { name: 'First name' }).fill('Инна');
    await page.getByRole('textbox', { name: 'Phone' }).fill('8 916 700-00-02');
    await page.getByRole('button', { name: 'Create client and continue' }).click();
    await page.getByRole('button', { name: 'Skip: no organization' }).click();
    await page.getByRole('combobox', { name: 'Funnel stage' }).click();
    await page.getByRole('option', { name: 'Новый' }).click();
    await page.getByRole('button', { name: 'Create deal' }).click();
    await page.getByRole('heading', { name: /^Deal #\d+ created$/ }).waitFor();

    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(violations).toEqual([]);
    expect(cspConsoleMessages).toEqual([]);
    expect(blockedRequests).toEqual([]);
    expect(e2e.server.cspReports.count).toBe(0);
    await context.close();
  });
});
