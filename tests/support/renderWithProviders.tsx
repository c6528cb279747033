import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { configureHttp } from '../../src/api/http';
import { theme } from '../../src/app/theme';
import { ConfigProvider } from '../../src/config/ConfigContext';
import { type RuntimeConfig, RuntimeConfigSchema } from '../../src/config/runtimeConfig';
import { SessionProvider } from '../../src/features/auth/SessionContext';
import { SessionManager } from '../../src/features/auth/sessionManager';
import { I18nProvider } from '../../src/shared/i18n/I18nProvider';
import type { Locale } from '../../src/shared/i18n/locale';

/** MSW handlers in component tests answer under this base. */
export const TEST_API = 'http://crm.test/api';

export interface RenderOptions {
  config?: Partial<RuntimeConfig>;
  locale?: Locale;
  /** The user's time zone as the screens see it; the machine's when absent. */
  timeZone?: string;
  /** Start signed in (tokens in sessionStorage) — the default. */
  signedIn?: boolean;
  route?: string;
  /** Route pattern the element is mounted at, e.g. `/leads/:leadId/edit`. */
  path?: string;
  extraRoutes?: { path: string; element: ReactNode }[];
}

export function testConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return { ...RuntimeConfigSchema.parse({ apiBaseUrl: TEST_API, integration: 'proxy' }), ...overrides };
}

/** Renders a screen inside the app's providers, a memory router and a fresh query cache. */
export function renderWithProviders(element: ReactElement, options: RenderOptions = {}) {
  if (options.signedIn ?? true) {
    sessionStorage.setItem(
      'crm.session',
      JSON.stringify({
        accessToken: 'test-access',
        refreshToken: 'test-refresh',
        expiresAt: Date.now() + 3_600_000,
        username: 'admin@sandbox.test',
        persistent: false,
        integration: null,
      }),
    );
  }
  const config = testConfig(options.config);
  const session = new SessionManager();
  // A session left over from an earlier test would still hear cross-tab sign-outs and clear storage.
  onTestFinished(() => session.dispose());
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  configureHttp({ baseUrl: config.apiBaseUrl, auth: session, fetch: (...args) => globalThis.fetch(...args) });
  const router = createMemoryRouter(
    [{ path: options.path ?? '*', element }, ...(options.extraRoutes ?? [])],
    { initialEntries: [options.route ?? '/'] },
  );
  const result = render(
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider manager={session}>
          <I18nProvider locale={options.locale ?? 'en'} timeZone={options.timeZone}>
            <MantineProvider theme={theme} env="test">
              <RouterProvider router={router} />
            </MantineProvider>
          </I18nProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { ...result, router, queryClient, session };
}
