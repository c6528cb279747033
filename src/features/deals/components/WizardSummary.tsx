import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Deal } from '@/api/schemas/deal';
import { useCatalogs } from '@/config/useCatalogs';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { formatPhone } from '@/shared/lib/phones';
import { clientDisplayName } from '@/shared/recordForms/client/clientFormSchema';
import type { WizardState } from '../lib/wizardState';
import { wizardMessages } from '../messages';

export interface WizardSummaryProps {
  state: WizardState & { deal: Deal };
  leadId: number | null;
  onRestart: () => void;
}

/** The API reads none of these records back, so the ids are the handles to find them in the CRM. */
export function WizardSummary({ state, leadId, onRestart }: WizardSummaryProps) {
  const t = useMessages(wizardMessages);
  const { name } = useCatalogs();
  const { deal, client, organization, linkOrganization } = state;
  const stage = name('funnelStages', deal.funnelStageId) ?? String(deal.funnelStageId ?? '');
  const linkedOrganization = linkOrganization ? organization : null;

  return (
    <Stack gap="md">
      <Text>{t('summaryIntro')}</Text>
      <Table variant="vertical" withTableBorder layout="fixed" maw={640}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={160}>{t('summaryDeal')}</Table.Th>
            <Table.Td>
              #{deal.id}
              {stage !== '' && `, ${t('summaryStage', { stage })}`}
            </Table.Td>
          </Table.Tr>
          {client && (
            <Table.Tr>
              <Table.Th>{t('summaryClient')}</Table.Th>
              <Table.Td>
                #{client.record.id}, {clientDisplayName(client.record)}
                {client.record.phone && `, ${formatPhone(client.record.phone)}`}
              </Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th>{t('summaryOrganization')}</Table.Th>
            <Table.Td>
              {linkedOrganization
                ? `#${linkedOrganization.record.id}, ${linkedOrganization.record.name ?? linkedOrganization.values.name}`
                : organization
                  ? t('summaryUnlinkedOrganization', { id: organization.record.id })
                  : t('summaryNoOrganization')}
            </Table.Td>
          </Table.Tr>
          {leadId !== null && (
            <Table.Tr>
              <Table.Th>{t('summaryLead')}</Table.Th>
              <Table.Td>
                <Anchor component={Link} to={`/leads/${leadId}`}>
                  {t('openLead', { id: leadId })}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Group>
        <Button onClick={onRestart}>{t('createAnotherDeal')}</Button>
        <Button component={Link} to="/leads" variant="default">
          {t('toLeads')}
        </Button>
      </Group>
    </Stack>
  );
}
