import { Anchor, AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, Outlet, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSessionManager } from '../features/auth/SessionContext';
import { useLocalIndexLifecycle } from '../features/leadIndex/useLocalIndexLifecycle';
import { useMessages } from '../shared/i18n/I18nProvider';
import { SkipLink } from '../shared/ui/SkipLink';
import { HeaderActions } from './HeaderActions';
import { shellMessages } from './messages';
import { RateLimitIndicator } from './RateLimitIndicator';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useGlobalShortcuts } from './useGlobalShortcuts';

const LeadIndexHeader = lazy(() => import('../features/leadIndex/LeadIndexHeader'));

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
  const { reauthRequired, session } = useSession();
  const manager = useSessionManager();
  useLocalIndexLifecycle(
    session
      ? {
          username: session.username,
          accessToken: session.accessToken,
          getAccessToken: manager.getAccessToken,
          refresh: manager.refresh,
        }
      : null,
  );
  const location = useLocation();
  const navigate = useNavigate();
  useGlobalShortcuts({ onHelp: shortcuts.open, navigationEnabled: !reauthRequired });

  const signOut = () => {
    manager.signOut();
    navigate('/login', { replace: true });
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <SkipLink targetId={MAIN_ID}>{t('skipToContent')}</SkipLink>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('toggleNavigation')}
              aria-expanded={navOpened}
              aria-controls="main-navigation"
            />
            <Anchor component={Link} to="/leads" underline="never" c="inherit" fw={700} fz="lg">
              {t('productName')}
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Suspense fallback={null}>
              <LeadIndexHeader />
            </Suspense>
            <RateLimitIndicator />
            <HeaderActions onShowShortcuts={shortcuts.open} onSignOut={signOut} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('navigation')} id="main-navigation">
        <NavLink
          component={RouterNavLink}
          to="/leads"
          label={t('leads')}
          active={location.pathname === '/leads' || /^\/leads\/\d+/.test(location.pathname)}
          onClick={nav.close}
        />
        <Text component="h2" size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" mb={4} px="sm">
          {t('create')}
        </Text>
        {createLinks.map((link) => (
          <NavLink
            key={link.to}
            component={RouterNavLink}
            to={link.to}
            label={t(link.label)}
            active={location.pathname === link.to}
            onClick={nav.close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
      <ShortcutsDialog opened={shortcutsOpened} onClose={shortcuts.close} />
    </AppShell>
  );
}
