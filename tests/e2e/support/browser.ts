import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// These keep Chromium from reaching for a network this machine does not have.
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium".`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
    headless: true,
  });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    locale?: string;
    /**
     * The app's service worker answers from its precache, out of `page.route`'s reach: tests that watch or
     * shape the network keep it out (the default); tests of the installed app let it in.
     */
    serviceWorkers?: 'allow' | 'block';
    /** axe is injected as an inline script, which the production server's CSP refuses. */
    bypassCSP?: boolean;
  } = {},
): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: options.serviceWorkers ?? 'block',
    bypassCSP: options.bypassCSP ?? false,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    timezoneId: 'Europe/Moscow',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export const DEMO = { username: 'admin@sandbox.test', password: 'sandbox' } as const;

/**
 * Signs in through the login form, by its labels, as a person would; `keep` ticks "Keep me signed in" (a reload or
 * a new tab keeps the session, as for a daily user).
 */
export async function signIn(
  page: Page,
  path = '/leads',
  { keep = false }: { keep?: boolean } = {},
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(DEMO.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  if (keep) await page.getByLabel(/Keep me signed in/).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (WCAG 2.1 A/AA rules) and returns the violations, compactly. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // axe measures contrast as painted: a dialog still fading in or out would read as faint text (CI saw it, in
  // several files). A spinner turns for ever; only finite fades and slides are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }));
  });
}
