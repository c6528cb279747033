import { Alert, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocale, useMessages } from '../../../shared/i18n/I18nProvider';
import { useErrorText } from '../../../shared/i18n/useErrorText';
import { CHART_MAX_LEADS, leadQueries } from '../queries';
import { type BulkProgress, TooManyLeadsError } from './fetchAllLeads';
import type { CreatedBounds } from './listSearch';
import { leadListMessages } from './messages';
import type { DayCount } from './perDay';

const HEIGHT = 120;

export function LeadsPerDayChart({ bounds, total }: { bounds: CreatedBounds; total: number }) {
  const t = useMessages(leadListMessages);
  const { timeZone } = useLocale();
  const describe = useErrorText();
  const [shown, setShown] = useState(false);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const tooMany = total > CHART_MAX_LEADS;
  const days = useQuery({
    ...leadQueries.perDay(bounds, timeZone, setProgress),
    enabled: shown && !tooMany,
  });

  return (
    <Stack gap="xs">
      <Button
        variant="default"
        onClick={() => setShown((value) => !value)}
        aria-expanded={shown}
        w="fit-content"
      >
        {shown ? t('chartHide') : t('chartShow')}
      </Button>
      {shown && tooMany && <Text size="sm">{t('chartTooMany', { max: CHART_MAX_LEADS, total })}</Text>}
      {shown && !tooMany && days.isPending && (
        <Stack gap={4} maw={360}>
          <Text size="sm">{t('chartLoading', { done: progress?.done ?? 0, total })}</Text>
          <Progress
            value={total > 0 ? ((progress?.done ?? 0) / total) * 100 : 0}
            aria-label={t('chartLoading', { done: progress?.done ?? 0, total })}
          />
        </Stack>
      )}
      {shown && days.error instanceof TooManyLeadsError && (
        <Text size="sm">{t('chartTooMany', { max: CHART_MAX_LEADS, total: days.error.total })}</Text>
      )}
      {shown && days.isError && !(days.error instanceof TooManyLeadsError) && (
        <Alert color="red" role="alert" p="xs">
          {t('loadFailed', { reason: describe(days.error) })}{' '}
          <Button size="compact-sm" onClick={() => void days.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {shown && days.data && <Bars days={days.data} />}
    </Stack>
  );
}

/** `YYYY-MM-DD` as a short calendar date of the locale ("19 нояб.", "Nov 19"); the day is already the user's. */
function shortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

function Bars({ days }: { days: DayCount[] }) {
  const t = useMessages(leadListMessages);
  const { locale } = useLocale();
  const titleId = useId();
  const descId = useId();
  if (days.length === 0) return <Text size="sm">{t('chartEmpty')}</Text>;
  const max = Math.max(1, ...days.map((entry) => entry.count));
  const busiest = days.reduce((best, entry) => (entry.count > best.count ? entry : best));
  const total = days.reduce((sum, entry) => sum + entry.count, 0);
  const width = Math.max(days.length * 12, 240);
  const barWidth = width / days.length;
  const summary = t('chartSummary', {
    total,
    days: days.length,
    day: shortDay(busiest.day, locale),
    max: busiest.count,
  });
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" id={titleId} mb="xs">
        {t('chartTitle')}
      </Title>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        style={{ width: '100%', height: HEIGHT, display: 'block' }}
      >
        <title>{summary}</title>
        {days.map((entry, index) => {
          const height = (entry.count / max) * (HEIGHT - 4);
          return (
            <rect
              key={entry.day}
              x={index * barWidth + barWidth * 0.1}
              y={HEIGHT - height}
              width={barWidth * 0.8}
              height={height}
              fill="var(--mantine-primary-color-filled)"
            >
              <title>{`${entry.day}: ${entry.count}`}</title>
            </rect>
          );
        })}
      </svg>
      {/* The axis is for the eye; the summary and the table below carry the same facts for screen readers. */}
      <Group justify="space-between" aria-hidden="true" mt={4}>
        <Text size="xs" c="dimmed">
          {shortDay(days[0]?.day ?? busiest.day, locale)}
        </Text>
        <Text size="xs" c="dimmed">
          {shortDay(days[days.length - 1]?.day ?? busiest.day, locale)}
        </Text>
      </Group>
      <Text size="sm" id={descId} mt="xs">
        {summary}
      </Text>
      <details>
        <summary>
          <Text span size="sm">
            {t('chartAsTable')}
          </Text>
        </summary>
        <Table withTableBorder fz="sm" maw={320}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('chartDay')}</Table.Th>
              <Table.Th scope="col">{t('chartCount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((entry) => (
              <Table.Tr key={entry.day}>
                <Table.Td>{entry.day}</Table.Td>
                <Table.Td>{entry.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </Paper>
  );
}
