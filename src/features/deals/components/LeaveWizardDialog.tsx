import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import type { WizardState } from '../lib/wizardState';
import { wizardMessages } from '../messages';
import { createdRecordLabels } from './CreatedSoFar';

export function LeaveWizardDialog({ blocker, state }: { blocker: Blocker; state: WizardState }) {
  const t = useMessages(wizardMessages);
  const created = createdRecordLabels(state, t);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('leaveTitle')}
      centered
    >
      <Stack gap="sm">
        {created.length > 0 ? (
          <>
            <Text size="sm">{t('leaveCreated')}</Text>
            <List size="sm">
              {created.map((label) => (
                <List.Item key={label}>{label}</List.Item>
              ))}
            </List>
            <Text size="sm">{t('leaveNoDeal')}</Text>
          </>
        ) : (
          <Text size="sm">{t('leaveNothing')}</Text>
        )}
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
