import { List, Text } from '@mantine/core';
import type { Blocker } from 'react-router-dom';
import { UnsavedChangesDialog } from '@/shared/forms/UnsavedChangesDialog';
import { useMessages } from '@/shared/i18n/I18nProvider';
import type { WizardState } from '../lib/wizardState';
import { wizardMessages } from '../messages';
import { createdRecordLabels } from './CreatedSoFar';

/** The shared unsaved-changes dialog, saying which records of the wizard are already in the CRM and stay there. */
export function LeaveWizardDialog({ blocker, state }: { blocker: Blocker; state: WizardState }) {
  const t = useMessages(wizardMessages);
  const created = createdRecordLabels(state, t);
  return (
    <UnsavedChangesDialog blocker={blocker} title={t('leaveTitle')}>
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
    </UnsavedChangesDialog>
  );
}
