import {
  ActionIcon,
  Anchor,
  AppShell,
  Burger,
  Group,
  NavLink,
  SegmentedControl,
  Text,
  Title,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { useSession, useSessionManager } from '../features/auth/SessionContext';
import { useLocale, useMessages } from '../shared/i18n/I18nProvider';
import { isLocale } from '../shared/i18n/locale';
import { shellMessages } from './messages';

const createLinks = [
  { to: '/leads/new', label: 'newLead' },
  { to: '/clients/new', label: 'newClient' },
  { to: '/organizations/new', label: 'newOrganization' },
  { to: '/deals/new', label: 'newDeal' },
] as const;

export function AppLayout() {
  const t = useMessages(shellMessages);
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { session } = useSession();
  const manager = useSessionManager();
  const { locale, setLocale } = useLocale();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const location = useLocation();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <Anchor href="#main-content" className="skip-link">
        {t('skipToContent')}
      </Anchor>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('toggleNavigation')}
            />
            <Title order={1} size="h4">
              {t('productName')}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {session && (
              <Text size="sm" visibleFrom="sm" c="dimmed">
                {t('signedInAs', { name: session.username })}
              </Text>
            )}
            <SegmentedControl
              size="xs"
              aria-label={t('language')}
              value={locale}
              onChange={(value) => isLocale(value) && setLocale(value)}
              data={[
                { value: 'en', label: 'EN' },
                { value: 'ru', label: 'RU' },
              ]}
            />
            <Tooltip label={t('colorScheme')}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('colorScheme')}
                onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
              >
                <span aria-hidden="true">{scheme === 'dark' ? '☀' : '☾'}</span>
              </ActionIcon>
            </Tooltip>
            <ActionIcon.Group>
              <ActionIcon
                variant="default"
                size="lg"
                w="auto"
                px="xs"
                aria-label={t('signOut')}
                onClick={() => manager.signOut()}
              >
                <Text size="sm" component="span" aria-hidden="true">
                  {t('signOut')}
                </Text>
              </ActionIcon>
            </ActionIcon.Group>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('navigation')}>
        <NavLink
          component={RouterNavLink}
          to="/leads"
          label={t('leads')}
          active={location.pathname === '/leads' || /^\/leads\/\d+/.test(location.pathname)}
          onClick={close}
        />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" mb={4} px="sm" id="create-heading">
          {t('create')}
        </Text>
        <nav aria-labelledby="create-heading">
          {createLinks.map((link) => (
            <NavLink
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              label={t(link.label)}
              active={location.pathname === link.to}
              onClick={close}
            />
          ))}
        </nav>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <VisuallyHidden aria-live="polite">{''}</VisuallyHidden>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
