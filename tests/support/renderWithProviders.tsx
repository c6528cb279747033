import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { configureHttp } from '../../src/api/http';
import { Providers } from '../../src/app/start/Providers';
import { type RuntimeConfig, RuntimeConfigSchema } from '../../src/config/runtimeConfig';
import { SessionManager } from '../../src/features/auth/lib/sessionManager';
import { SESSION_STORAGE_KEY } from '../../src/features/auth/lib/sessionStorage';
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
  /** The navigation state the route was opened with (e.g. a link's `state`). */
  routeState?: unknown;
  /** Route pattern the element is mounted at, e.g. `/leads/:leadId/edit`. */
  path?: string;
  extraRoutes?: { path: string; element: ReactNode }[];
}

function splitRoute(route: string): { pathname: string; search: string } {
  const url = new URL(route, 'http://test');
  return { pathname: url.pathname, search: url.search };
}

export function testConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return { ...RuntimeConfigSchema.parse({ apiBaseUrl: TEST_API, integration: 'proxy' }), ...overrides };
}

/** Renders a screen inside the app's own providers, a memory router and a fresh query cache. */
export function renderWithProviders(element: ReactElement, options: RenderOptions = {}) {
  if (options.signedIn ?? true) {
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
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
    { initialEntries: [{ ...splitRoute(options.route ?? '/'), state: options.routeState }] },
  );
  const result = render(
    <Providers
      context={{ config, queryClient, session }}
      locale={options.locale ?? 'en'}
      timeZone={options.timeZone}
      mantineEnv="test"
    >
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient, session };
}
