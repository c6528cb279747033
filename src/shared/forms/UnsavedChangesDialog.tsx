import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Blocker } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { formMessages } from './messages';

interface UnsavedChangesDialogProps {
  blocker: Blocker;
  /** What leaving means here, when the general words say too little (the deal wizard names what stays in the CRM). */
  title?: string;
  children?: ReactNode;
}

/** The confirm dialog for a navigation that useUnsavedChangesGuard held back. "Stay" is focused first. */
export function UnsavedChangesDialog({ blocker, title, children }: UnsavedChangesDialogProps) {
  const t = useMessages(formMessages);
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title={title ?? t('unsavedTitle')} centered>
      <Stack gap="sm">
        {children ?? <Text>{t('unsavedText')}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
