import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Lead } from '@/api/schemas/lead';
import { useCatalogs } from '@/config/useCatalogs';
import { PendingName, useEmployeeName } from '@/features/employees';
import { leadIndexQueries, type SamePerson } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { contactKeys } from '@/shared/lib/leadContacts';
import { formatMoney } from '@/shared/lib/money';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { leadDetailMessages } from '../messages';
import { DateTimeValue } from './DateTimeValue';
import { Section } from './LeadSections';

const TITLE_ID = 'lead-same-person';

/**
 * The leads with this lead's phone or e-mail (the app's one "same person", shared/lib/leadContacts), this one
 * marked among them, read from the local copy at once; while the copy fills, it says so.
 */
export function SamePersonSection({ lead }: { lead: Lead }) {
  const t = useMessages(leadDetailMessages);
  const keys = useMemo(() => contactKeys(lead), [lead]);
  const answer = useQuery({ ...leadIndexQueries.samePerson(keys), enabled: keys.length > 0 });
  return (
    <Section id={TITLE_ID} title={t('samePerson')}>
      {keys.length === 0 ? (
        <Text size="sm">{t('samePersonNoContacts')}</Text>
      ) : answer.data ? (
        <SamePersonList answer={answer.data} currentId={lead.id} />
      ) : (
        <Text size="sm" role="status">
          {answer.isError ? t('samePersonFailed') : t('samePersonLooking')}
        </Text>
      )}
    </Section>
  );
}

function SamePersonList({ answer, currentId }: { answer: SamePerson; currentId: number }) {
  const t = useMessages(leadDetailMessages);
  const label = useMessages(leadFieldMessages);
  const { locale } = useLocale();
  const { name } = useCatalogs();
  const employeeName = useEmployeeName();
  const others = answer.leads.filter(({ lead }) => lead.id !== currentId).length;
  const { coverage } = answer;
  const filling = coverage.complete
    ? null
    : coverage.expected === null
      ? t('samePersonFillingUnknown', { indexed: coverage.indexed })
      : t('samePersonFilling', {
          indexed: coverage.indexed,
          expected: Math.max(coverage.expected, coverage.indexed),
        });
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {others === 0 ? t('samePersonNone') : t('samePersonCount', { count: others })}
        {filling && ` ${filling}`}
      </Text>
      {others > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} aria-labelledby={TITLE_ID}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{label('name')}</Table.Th>
                <Table.Th scope="col">{label('dtCreate')}</Table.Th>
                <Table.Th scope="col">{label('userIdOwner')}</Table.Th>
                <Table.Th scope="col">{label('funnelStageId')}</Table.Th>
                <Table.Th scope="col">{label('cost')}</Table.Th>
                <Table.Th scope="col">{t('linkedBy')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.leads.map(({ lead, by }) => {
                const current = lead.id === currentId;
                const title = lead.name ?? t('unnamed', { id: lead.id });
                return (
                  <Table.Tr key={lead.id} aria-current={current ? 'page' : undefined}>
                    <Table.Td>
                      {current ? (
                        <>
                          {title}{' '}
                          <Badge size="sm" variant="light">
                            {t('samePersonCurrent')}
                          </Badge>
                        </>
                      ) : (
                        <Anchor component={Link} to={`/leads/${lead.id}`}>
                          {title}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <DateTimeValue unixSeconds={lead.dtCreate} />
                    </Table.Td>
                    <Table.Td>
                      {employeeName(lead.userIdOwner) ?? (lead.userIdOwner === null ? '' : <PendingName />)}
                    </Table.Td>
                    <Table.Td>
                      {name('funnelStages', lead.funnelStageId) ??
                        (lead.funnelStageId === null ? '' : t('unknownId', { id: lead.funnelStageId }))}
                    </Table.Td>
                    <Table.Td>{lead.cost === null ? '' : formatMoney(lead.cost, locale)}</Table.Td>
                    <Table.Td>
                      {by.map((kind) => (kind === 'phone' ? t('byPhone') : t('byEmail'))).join(', ')}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
