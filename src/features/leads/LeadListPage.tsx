import { Alert, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useMessages } from '../../shared/i18n/I18nProvider';
import { leadListMessages } from './messages';
import { leadQueries } from './queries';

export function LeadListPage() {
  const t = useMessages(leadListMessages);
  const { locale } = useLocale();
  const leads = useQuery(leadQueries.list({ page: 1, perPage: 15 }));
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {leads.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed', { reason: leads.error.message })}{' '}
          <Button size="compact-sm" onClick={() => void leads.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {leads.data && <Text>{t('total', { count: leads.data.meta.total })}</Text>}
      <Table striped highlightOnHover aria-label={t('title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('id')}</Table.Th>
            <Table.Th scope="col">{t('name')}</Table.Th>
            <Table.Th scope="col">{t('phone')}</Table.Th>
            <Table.Th scope="col">{t('email')}</Table.Th>
            <Table.Th scope="col">{t('created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.data?.data.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Td>{lead.id}</Table.Td>
              <Table.Td>{lead.name}</Table.Td>
              <Table.Td>{lead.phone}</Table.Td>
              <Table.Td>{lead.email}</Table.Td>
              <Table.Td>{new Date(lead.dtCreate * 1000).toLocaleString(locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
