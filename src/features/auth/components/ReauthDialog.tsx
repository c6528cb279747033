import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { authMessages } from '../messages';
import { useSession, useSessionManager } from './SessionContext';

// The form (react-hook-form, its resolver) is fetched only when a session actually ends, not on every screen.
const SignInForm = lazy(async () => ({ default: (await import('./SignInForm')).SignInForm }));

/**
 * Shown over the current screen when the session cannot be refreshed: the screen stays mounted underneath,
 * so every typed value survives, and the request that failed goes again once the user is back.
 */
export function ReauthDialog() {
  const t = useMessages(authMessages);
  const { session, reauthRequired } = useSession();
  const manager = useSessionManager();
  return (
    <Modal
      opened={reauthRequired}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('reauthTitle')}
      centered
    >
      <Stack>
        <Text size="sm">{t('reauthText')}</Text>
        <Suspense fallback={<Loader size="sm" aria-label={t('submitting')} />}>
          <SignInForm username={session?.username ?? ''} remember={session?.persistent ?? false} />
        </Suspense>
        <Button variant="subtle" color="gray" onClick={() => manager.signOut()}>
          {t('reauthSignOut')}
        </Button>
      </Stack>
    </Modal>
  );
}
