import { MantineProvider, type MantineProviderProps, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { ConfigProvider } from '@/config/ConfigContext';
import type { RuntimeConfig } from '@/config/runtimeConfig';
import type { SessionManager } from '@/features/auth';
import { SessionProvider } from '@/features/auth';
import { I18nProvider, useMessages } from '@/shared/i18n/I18nProvider';
import type { Locale } from '@/shared/i18n/locale';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import { onToastHostRequested } from '@/shared/ui/toastHost';
import { shellMessages } from '../shell/messages';
import { cssVariablesResolver, theme } from './theme';

export interface AppContext {
  config: RuntimeConfig;
  queryClient: QueryClient;
  session: SessionManager;
}

const Toasts = lazy(async () => {
  const [module] = await Promise.all([import('../shell/Toasts'), loadLaterStyles()]);
  return { default: module.Toasts };
});

/**
 * Toasts follow an action the user takes, never the first paint: their code arrives once the first screen is
 * up, or with the first toast asked for (it waits in Mantine's store until the host mounts). Code that
 * shows a toast without src/shared/ui/notify.ts must call requestToastHost() first.
 */
function DeferredToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), 1000);
    const unsubscribe = onToastHostRequested(() => setWanted(true));
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/**
 * Mantine with the texts it draws itself in the user's language: every dialog's close button has a name,
 * whichever screen opens it.
 */
function LocalizedMantineProvider({
  env,
  children,
}: {
  env: MantineProviderProps['env'];
  children: ReactNode;
}) {
  const t = useMessages(shellMessages);
  const closeLabel = t('closeDialog');
  const localizedTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider
      theme={localizedTheme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      env={env}
    >
      {children}
    </MantineProvider>
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
            <LocalizedMantineProvider env={mantineEnv}>
              <DeferredToasts />
              {children}
            </LocalizedMantineProvider>
          </I18nProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
