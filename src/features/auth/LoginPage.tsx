import { Center, Container, Group, Paper, Title } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { ColorSchemeToggle } from '@/shared/ui/ColorSchemeToggle';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { useSession } from './components/SessionContext';
import { SignInForm } from './components/SignInForm';
import { authMessages } from './messages';

/** Where a signed-out visitor was going: kept in router state by RequireAuth. */
function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : '/leads';
  }
  return '/leads';
}

export function LoginPage() {
  const t = useMessages(authMessages);
  const { session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath(location.state);
  if (session) return <Navigate to={target} replace />;
  return (
    <Center mih="100dvh" p="md" component="main">
      <Container size={420} w="100%" p={0}>
        {/* Before signing in, too: a Russian-speaking user should not have to read English to get in. */}
        <Group justify="flex-end" gap="xs" mb="sm">
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Title order={1} size="h3" mb="md">
            {t('title')}
          </Title>
          <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
        </Paper>
      </Container>
    </Center>
  );
}
