import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { formMessages } from './messages';

/** The confirm dialog for a navigation that useUnsavedChangesGuard held back. "Stay" is focused first. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const t = useMessages(formMessages);
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title={t('unsavedTitle')} centered>
      <Text mb="md">{t('unsavedText')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('leave')}
        </Button>
      </Group>
    </Modal>
  );
}
