import { Text } from '@mantine/core';
import { type Translate, useMessages } from '@/shared/i18n/I18nProvider';
import { clientDisplayName } from '@/shared/recordForms/client/clientFormSchema';
import type { WizardState } from '../lib/wizardState';
import { wizardMessages } from '../messages';

/** The records this wizard has already made, so a failure on a later step never hides them. */
export function createdRecordLabels(
  state: WizardState,
  t: Translate<keyof (typeof wizardMessages)['en']>,
): string[] {
  const labels: string[] = [];
  if (state.client) {
    const { record } = state.client;
    labels.push(t('createdClient', { id: record.id, name: clientDisplayName(record) }));
  }
  if (state.organization) {
    const { record, values } = state.organization;
    const label = t('createdOrganization', { id: record.id, name: record.name ?? values.name });
    labels.push(state.organizationDecided && !state.linkOrganization ? `${label}, ${t('notLinked')}` : label);
  }
  return labels;
}

export function CreatedSoFar({ state }: { state: WizardState }) {
  const t = useMessages(wizardMessages);
  const labels = createdRecordLabels(state, t);
  if (labels.length === 0 || state.deal) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('createdSoFar')}: {labels.join('; ')}
    </Text>
  );
}
