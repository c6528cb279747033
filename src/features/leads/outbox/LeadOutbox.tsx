import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { discardChange, sendAnyway, tryAgain } from './outbox';
import { outboxMessages } from './outboxMessages';
import type { OutboxItem } from './outboxTypes';
import { useOutbox } from './useOutbox';

/** "3 changes waiting to be sent" in the header, opening the list of them; nothing while the outbox is empty. */
export function LeadOutbox() {
  const items = useOutbox();
  const t = useMessages(outboxMessages);
  const [opened, dialog] = useDisclosure(false);
  if (items.length === 0) return null;
  return (
    <>
      <Button variant="light" color="yellow" size="compact-sm" onClick={dialog.open} aria-haspopup="dialog">
        {t('waiting', { count: items.length })}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={t('waiting', { count: items.length })} size="lg">
        <Stack gap="sm">
          <Text size="sm">{t('intro')}</Text>
          <List listStyleType="none" spacing="sm" aria-label={t('title')}>
            {items.map((item) => (
              <List.Item key={item.index}>
                <OutboxChange item={item} />
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function OutboxChange({ item }: { item: OutboxItem }) {
  const t = useMessages(outboxMessages);
  const field = useMessages(leadFieldMessages);
  const fields = Object.keys(item.changes)
    .map((key) => (key in leadFieldMessages.en ? field(key as keyof typeof leadFieldMessages.en) : key))
    .join(', ');
  const state =
    item.state === 'pending'
      ? t('stateWaiting')
      : item.state === 'sending'
        ? t('stateSending')
        : item.conflict
          ? t('stateConflict')
          : item.state === 'refused'
            ? t('stateRefused', { reason: item.reason ?? '' })
            : t('stateFailed', { reason: item.reason ?? '' });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {item.kind === 'create' ? (
          t('newLead', { name: item.leadName })
        ) : (
          <Link to={`/leads/${item.leadId}`}>{item.leadName}</Link>
        )}
      </Text>
      <Text size="sm">{t(item.kind === 'create' ? 'filledFields' : 'changedFields', { fields })}</Text>
      <Text size="sm">{state}</Text>
      <Group gap="xs">
        {item.state === 'pending' && (
          <Button size="compact-sm" variant="default" onClick={() => void discardChange(item.index)}>
            {t('cancel')}
          </Button>
        )}
        {item.conflict && (
          <Button size="compact-sm" onClick={() => void sendAnyway(item.index)}>
            {t('sendAnyway')}
          </Button>
        )}
        {item.state === 'failed' && (
          <Button size="compact-sm" onClick={() => void tryAgain(item.index)}>
            {t('tryAgain')}
          </Button>
        )}
        {(item.conflict || item.state === 'refused' || item.state === 'failed') && (
          <Button size="compact-sm" variant="default" onClick={() => void discardChange(item.index)}>
            {t('discard')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
