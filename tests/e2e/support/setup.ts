import type { Browser } from 'playwright-core';
import type { Plugin } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import type { SandboxOptions } from '../../../sandbox/server';
import { type RunningApp, startApp } from './app';
import { type BrowserSession, launchBrowser, newPage } from './browser';

export interface E2eEnvironment {
  readonly app: RunningApp;
  readonly browser: Browser;
  /** A fresh browser context (no cookies, no storage) on the app. */
  newPage(options?: Parameters<typeof newPage>[2]): Promise<BrowserSession>;
}

/** One app (production build + its own sandbox) and one Chromium for the test file, stopped after it. */
export function setupE2e(sandbox: SandboxOptions = {}, plugins: Plugin[] = []): E2eEnvironment {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(sandbox, plugins), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  const started = () => {
    if (!app || !browser) throw new Error('setupE2e: the app is not running yet (use it inside a test)');
    return { app, browser };
  };
  return {
    get app() {
      return started().app;
    },
    get browser() {
      return started().browser;
    },
    newPage: (options) => newPage(started().browser, started().app.url, options),
  };
}
