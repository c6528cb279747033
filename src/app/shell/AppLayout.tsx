import { Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type MouseEvent, type ReactNode, Suspense, useCallback } from 'react';
import { Link, Outlet, type To, useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSessionManager } from '@/features/auth';
import { BulkIdentity } from '@/features/bulk/BulkIdentity';
import { DeskMenu, DeskSessionProvider, DeskShell, InboxNavBadge } from '@/features/desk';
import { useIndexedViewPrefetch } from '@/features/leadFilters';
import { LeadOutbox, outboxUnsentCount, signOutUnsentQuestion } from '@/features/leads';
import { OfflineNotice } from '@/features/offline';
import { LocalIndexLifecycle } from '@/features/quickFind';
import { ViewsNav } from '@/features/savedViews';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { afterFirstScreen } from '@/shared/lib/firstScreen';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import { SkipLink } from '@/shared/ui/SkipLink';
import { useFirstScreenShown } from '@/shared/ui/useFirstScreenShown';
import { useOpenedOnce } from '@/shared/ui/useOpenedOnce';
import { HeaderActions } from './HeaderActions';
import { shellMessages } from './messages';
import { RateLimitIndicator } from './RateLimitIndicator';
import { useGlobalShortcuts } from './useGlobalShortcuts';
import { useRouteFocus } from './useRouteFocus';

// The help is read once in a while; its dialog and table are fetched when first asked for.
const ShortcutsDialog = lazy(async () => {
  const [module] = await Promise.all([import('./ShortcutsDialog'), loadLaterStyles()]);
  return { default: module.ShortcutsDialog };
});

// Quick find and the index status load after the first screen, not in it (see docs/local-index.md).
const LeadIndexHeader = lazy(async () => {
  await afterFirstScreen();
  const [module] = await Promise.all([
    import('@/features/quickFind/components/LeadIndexHeader'),
    loadLaterStyles(),
  ]);
  return module;
});

const createLinks = [
  { to: '/leads/new', label: 'newLead' },
  { to: '/clients/new', label: 'newClient' },
  { to: '/organizations/new', label: 'newOrganization' },
  { to: '/deals/new', label: 'newDeal' },
] as const;

const viewLinks = [
  { to: '/board', label: 'board' },
  { to: '/dashboard', label: 'dashboard' },
  { to: '/duplicates', label: 'duplicates' },
] as const;

/** The list, the board and the dashboard read the same range and filters: moving between them keeps them. */
const VIEWS_SHARING_FILTERS = new Set(['/leads', '/board', '/dashboard', '/duplicates']);

const MAIN_ID = 'main-content';

export function AppLayout() {
  // The desk's menu, badge and alerts (with Mantine's Menu and Popover) load after the list's first rows.
  const firstScreenShown = useFirstScreenShown();
  const t = useMessages(shellMessages);
  const { locale } = useLocale();
  const [navOpened, nav] = useDisclosure(false);
  const [shortcutsOpened, shortcuts] = useDisclosure(false);
  const shortcutsMounted = useOpenedOnce(shortcutsOpened);
  const { reauthRequired, session } = useSession();
  const manager = useSessionManager();
  const onSignOut = useCallback((listener: () => void) => manager.onSignOut(listener), [manager]);
  const location = useLocation();
  const navigate = useNavigate();
  const prefetchView = useIndexedViewPrefetch();
  const sharedView = VIEWS_SHARING_FILTERS.has(location.pathname)
    ? new URLSearchParams(
        [...new URLSearchParams(location.search)].filter(([key]) => key !== 'page' && key !== 'perPage'),
      ).toString()
    : '';
  useGlobalShortcuts({ onHelp: shortcuts.open, navigationEnabled: !reauthRequired });
  useRouteFocus(MAIN_ID);

  const signOut = async () => {
    // Changes made offline and not yet sent go with the session: the person decides knowing it.
    const unsent = outboxUnsentCount();
    if (unsent > 0 && !window.confirm(await signOutUnsentQuestion(locale, unsent))) return;
    manager.signOut();
    navigate('/login', { replace: true });
  };
  const leadsActive = location.pathname === '/leads' || /^\/leads\/\d+/.test(location.pathname);

  return (
    <DeskSessionProvider login={session?.username ?? ''} onSignOut={onSignOut}>
      <div className="shell" data-nav-open={navOpened || undefined}>
        <LocalIndexLifecycle
          session={
            session
              ? {
                  username: session.username,
                  accessToken: session.accessToken,
                  getAccessToken: manager.getAccessToken,
                  refresh: manager.refresh,
                }
              : null
          }
        />
        <SkipLink targetId={MAIN_ID}>{t('skipToContent')}</SkipLink>
        <header className="shell-header">
          <div className="shell-header-side">
            <button
              type="button"
              className="shell-burger"
              onClick={nav.toggle}
              aria-label={t('toggleNavigation')}
              aria-expanded={navOpened}
              aria-controls="main-navigation"
            >
              <span className="shell-burger-lines" aria-hidden="true" />
            </button>
            <Anchor component={Link} to="/leads" underline="never" c="inherit" fw={700} fz="lg">
              {t('productName')}
            </Anchor>
          </div>
          <div className="shell-header-side">
            <Suspense fallback={null}>
              <LeadIndexHeader />
            </Suspense>
            <RateLimitIndicator />
            {firstScreenShown && (
              <>
                <Suspense fallback={null}>
                  <LeadOutbox />
                </Suspense>
                <Suspense fallback={null}>
                  <DeskMenu />
                </Suspense>
              </>
            )}
            <HeaderActions onShowShortcuts={shortcuts.open} onSignOut={() => void signOut()} />
          </div>
        </header>
        <nav className="shell-nav" aria-label={t('navigation')} id="main-navigation">
          <NavItem to="/inbox" active={location.pathname === '/inbox'} onClick={nav.close}>
            {t('inbox')}
            {firstScreenShown && (
              <Suspense fallback={null}>
                <InboxNavBadge />
              </Suspense>
            )}
          </NavItem>
          <NavItem to={{ pathname: '/leads', search: sharedView }} active={leadsActive} onClick={nav.close}>
            {t('leads')}
          </NavItem>
          {viewLinks.map((link) => (
            <NavItem
              key={link.to}
              to={{ pathname: link.to, search: sharedView }}
              active={location.pathname === link.to}
              onClick={(event) => {
                // A click that opens another tab (or a window) leaves this page where it is: nothing to ask ahead.
                const here =
                  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
                if (here) prefetchView(link.to, sharedView);
                nav.close();
              }}
            >
              {t(link.label)}
            </NavItem>
          ))}
          {firstScreenShown && session && (
            <Suspense fallback={null}>
              <ViewsNav
                login={session.username}
                persistent={session.persistent}
                onSignOut={onSignOut}
                onNavigate={nav.close}
              />
            </Suspense>
          )}
          <h2 className="shell-nav-heading">{t('create')}</h2>
          {createLinks.map((link) => (
            <NavItem key={link.to} to={link.to} active={location.pathname === link.to} onClick={nav.close}>
              {t(link.label)}
            </NavItem>
          ))}
        </nav>
        <main className="shell-main" id={MAIN_ID} tabIndex={-1}>
          <OfflineNotice />
          <BulkIdentity username={session?.username ?? ''}>
            <Outlet />
          </BulkIdentity>
        </main>
        {shortcutsMounted && (
          <Suspense fallback={null}>
            <ShortcutsDialog opened={shortcutsOpened} onClose={shortcuts.close} />
          </Suspense>
        )}
        {firstScreenShown && (
          <Suspense fallback={null}>
            <DeskShell />
          </Suspense>
        )}
      </div>
    </DeskSessionProvider>
  );
}

function NavItem({
  to,
  active,
  onClick,
  children,
}: {
  to: To;
  active: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  return (
    <Link className="shell-nav-link" to={to} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
