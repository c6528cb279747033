import { Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSessionManager } from '../features/auth/SessionContext';
import { useMessages } from '../shared/i18n/I18nProvider';
import { loadLaterStyles } from '../shared/ui/laterStyles';
import { SkipLink } from '../shared/ui/SkipLink';
import { useOpenedOnce } from '../shared/ui/useOpenedOnce';
import { HeaderActions } from './HeaderActions';
import { shellMessages } from './messages';
import { RateLimitIndicator } from './RateLimitIndicator';
import { useGlobalShortcuts } from './useGlobalShortcuts';

// The help is read once in a while; its dialog and table are fetched when first asked for.
const ShortcutsDialog = lazy(async () => {
  const [module] = await Promise.all([import('./ShortcutsDialog'), loadLaterStyles()]);
  return { default: module.ShortcutsDialog };
});

const createLinks = [
  { to: '/leads/new', label: 'newLead' },
  { to: '/clients/new', label: 'newClient' },
  { to: '/organizations/new', label: 'newOrganization' },
  { to: '/deals/new', label: 'newDeal' },
] as const;

const MAIN_ID = 'main-content';

export function AppLayout() {
  const t = useMessages(shellMessages);
  const [navOpened, nav] = useDisclosure(false);
  const [shortcutsOpened, shortcuts] = useDisclosure(false);
  const shortcutsMounted = useOpenedOnce(shortcutsOpened);
  const { reauthRequired } = useSession();
  const manager = useSessionManager();
  const location = useLocation();
  const navigate = useNavigate();
  useGlobalShortcuts({ onHelp: shortcuts.open, navigationEnabled: !reauthRequired });

  const signOut = () => {
    manager.signOut();
    navigate('/login', { replace: true });
  };
  const leadsActive = location.pathname === '/leads' || /^\/leads\/\d+/.test(location.pathname);

  return (
    <div className="shell" data-nav-open={navOpened || undefined}>
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
          <RateLimitIndicator />
          <HeaderActions onShowShortcuts={shortcuts.open} onSignOut={signOut} />
        </div>
      </header>
      <nav className="shell-nav" aria-label={t('navigation')} id="main-navigation">
        <NavItem to="/leads" active={leadsActive} onClick={nav.close}>
          {t('leads')}
        </NavItem>
        <h2 className="shell-nav-heading">{t('create')}</h2>
        {createLinks.map((link) => (
          <NavItem key={link.to} to={link.to} active={location.pathname === link.to} onClick={nav.close}>
            {t(link.label)}
          </NavItem>
        ))}
      </nav>
      <main className="shell-main" id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      {shortcutsMounted && (
        <Suspense fallback={null}>
          <ShortcutsDialog opened={shortcutsOpened} onClose={shortcuts.close} />
        </Suspense>
      )}
    </div>
  );
}

function NavItem({
  to,
  active,
  onClick,
  children,
}: {
  to: string;
  active: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Link className="shell-nav-link" to={to} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
