import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Lead } from '@/api/schemas/lead';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatDateTime } from '@/shared/lib/dates';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { differingFields } from '@/shared/recordForms/lead/leadFormValues';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';

interface StaleLeadDialogProps {
  /** The version the form was opened on, and the one on the server now; null when there is nothing to ask. */
  versions: { opened: Lead; current: Lead } | null;
  onOverwrite(): void;
  onReview(): void;
  onCancel(): void;
}

/** Asks before overwriting someone else's newer save. "Show me their version" is the safe default. */
export function StaleLeadDialog({ versions, onOverwrite, onReview, onCancel }: StaleLeadDialogProps) {
  const t = useMessages(leadFormMessages);
  const label = useMessages(leadFieldMessages);
  const { locale, timeZone } = useLocale();
  const changed = versions ? differingFields(versions.opened, versions.current) : [];
  const changedAt = versions?.current.dtUpdate ?? null;
  return (
    <Modal opened={versions !== null} onClose={onCancel} title={t('staleTitle')} centered size="lg">
      <Stack>
        <Text>
          {t('staleText', {
            time: changedAt === null ? '—' : formatDateTime(changedAt, locale, timeZone, 'medium'),
          })}
        </Text>
        {changed.length > 0 && (
          <Text>{t('staleChangedFields', { fields: changed.map((field) => label(field)).join(', ') })}</Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onReview} data-autofocus>
            {t('staleReview')}
          </Button>
          <Button color="red" variant="outline" onClick={onOverwrite}>
            {t('staleOverwrite')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
