import { Alert, Text } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { wizardMessages } from '../messages';

export interface CreatedNoticeProps {
  kind: 'client' | 'organization';
  id: number;
  /** The form differs from what the record was created with. */
  changed: boolean;
}

/** On a step whose record exists: says so, and says louder that edits will not reach it. */
export function CreatedNotice({ kind, id, changed }: CreatedNoticeProps) {
  const t = useMessages(wizardMessages);
  const record = t(kind === 'client' ? 'clientRecord' : 'organizationRecord', { id });
  if (!changed) {
    return (
      <Alert
        color="blue"
        role="status"
        title={t(kind === 'client' ? 'clientExists' : 'organizationExists', { id })}
      >
        <Text size="sm">{t('existsText')}</Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="orange"
      role="status"
      title={t(kind === 'client' ? 'clientChanged' : 'organizationChanged', { id })}
    >
      <Text size="sm">{t('changedText', { record, id })}</Text>
    </Alert>
  );
}
