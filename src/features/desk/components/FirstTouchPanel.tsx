import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { useDesk } from '../hooks/useDesk';
import { useEmployeeNames } from '../hooks/useEmployeeNames';
import { formatWaiting } from '../lib/waitingTime';
import { deskMessages } from '../messages';
import { deskQueries, type LeadFilter, type TouchFigures } from '../queries';

/**
 * The dashboard's "time to first touch": median and 90th percentile by owner and by source over the period's
 * leads, and how many still wait. Figures that rest on a touch seen only by a sync are marked approximate.
 */
export function FirstTouchPanel({ filter }: { filter: LeadFilter }) {
  const t = useMessages(deskMessages);
  const { locale } = useLocale();
  const config = useRuntimeConfig();
  const desk = useDesk();
  const ownerName = useEmployeeNames();
  const figures = useQuery(deskQueries.firstTouch(filter, desk.waitingRule(true))).data;
  if (!figures) return null;
  const duration = (seconds: number | null, approximate: boolean) =>
    seconds === null ? '—' : `${approximate ? '≈ ' : ''}${formatWaiting(seconds, locale)}`;
  const sourceName = (id: number | null) =>
    id === null
      ? t('noSource')
      : (config.catalogs.sources.find((source) => source.id === id)?.name ?? `#${id}`);
  const table = (
    caption: string,
    header: string,
    rows: TouchFigures[],
    name: (id: number | null) => string,
  ) => (
    <Table.ScrollContainer minWidth={420}>
      <Table>
        <caption style={{ textAlign: 'start', fontWeight: 600 }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{header}</Table.Th>
            <Table.Th scope="col">{t('touchedCol')}</Table.Th>
            <Table.Th scope="col">{t('medianCol')}</Table.Th>
            <Table.Th scope="col">{t('p90Col')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row.key)}>
              <Table.Th scope="row" fw={400}>
                {name(row.key)}
              </Table.Th>
              <Table.Td>{row.touched}</Table.Td>
              <Table.Td>{duration(row.medianSeconds, row.approximate)}</Table.Td>
              <Table.Td>{duration(row.p90Seconds, row.approximate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <section aria-labelledby="first-touch-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="first-touch-title">
          {t('firstTouchTitle')}
        </Title>
        <Text size="sm">{t('stillWaiting', { count: figures.stillWaiting })}</Text>
        <Text size="sm" c="dimmed">
          {t('firstTouchNote')}
        </Text>
        {figures.touched === 0 ? (
          <Text size="sm">{t('noTouchesSeen')}</Text>
        ) : (
          <>
            {table(t('byOwnerCaption'), t('colOwner'), figures.byOwner, ownerName)}
            {table(t('bySourceCaption'), t('colSource'), figures.bySource, sourceName)}
          </>
        )}
      </Stack>
    </section>
  );
}
