import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfigProvider } from '../config/ConfigContext';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { SessionProvider } from '../features/auth/SessionContext';
import type { SessionManager } from '../features/auth/sessionManager';
import { I18nProvider, useLocale } from '../shared/i18n/I18nProvider';
import type { Locale } from '../shared/i18n/locale';
import { cssVariablesResolver, theme } from './theme';

export interface AppContext {
  config: RuntimeConfig;
  queryClient: QueryClient;
  session: SessionManager;
}

function LocalizedDates({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'ru' ? 1 : 0 }}>{children}</DatesProvider>
  );
}

export interface ProvidersProps {
  context: AppContext;
  children: ReactNode;
  /** A fixed language and time zone (tests); the app takes the user's choice and the browser's zone. */
  locale?: Locale;
  timeZone?: string;
  /** Mantine's "test" environment turns off transitions and portals, which jsdom cannot run. */
  mantineEnv?: MantineProviderProps['env'];
}

/** Every provider the screens rely on; tests render screens inside the same tree. */
export function Providers({ context, children, locale, timeZone, mantineEnv }: ProvidersProps) {
  return (
    <ConfigProvider config={context.config}>
      <QueryClientProvider client={context.queryClient}>
        <SessionProvider manager={context.session}>
          <I18nProvider locale={locale} timeZone={timeZone}>
            <MantineProvider
              theme={theme}
              cssVariablesResolver={cssVariablesResolver}
              defaultColorScheme="auto"
              env={mantineEnv}
            >
              <LocalizedDates>
                <Notifications position="top-right" />
                {children}
              </LocalizedDates>
            </MantineProvider>
          </I18nProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
