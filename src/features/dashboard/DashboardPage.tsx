import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useCatalogs } from '@/config/useCatalogs';
import { FirstTouchPanel } from '@/features/desk';
import { useEmployeeName } from '@/features/employees';
import { IndexSourceNote, LeadFilterBar, useIndexedView } from '@/features/leadFilters';
import { type Breakdown, leadIndexQueries } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatCount } from '@/shared/i18n/plural';
import { formatMoney } from '@/shared/lib/money';
import { LoadFailedAlert } from '@/shared/ui/LoadFailedAlert';
import { type Bar, BarList } from './components/BarList';
import { CampaignsSection } from './components/CampaignsSection';
import { ChartFrame } from './components/ChartFrame';
import { FunnelChart } from './components/FunnelChart';
import { PerDayChart } from './components/PerDayChart';
import { Totals } from './components/Totals';
import { type GroupKey, listLinkForDay, listLinkForGroup, viewParams } from './lib/listLinks';
import { dashboardMessages } from './messages';

const DAY_SECONDS = 86_400;

export function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const { locale, timeZone } = useLocale();
  const catalogs = useCatalogs();
  const { search, setSearch, filter, stages } = useIndexedView();
  const figures = useQuery(leadIndexQueries.dashboard(filter, stages, timeZone));
  const ownerName = useEmployeeName();
  const percent = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const view = viewParams(search).toString();
  // Charts render from a deferred copy: React draws them in slices it can interrupt, not in one long task when
  // the worker's answer arrives.
  const data = useDeferredValue(figures.data);
  const days =
    filter.createdFrom !== undefined && filter.createdTo !== undefined
      ? Math.round((filter.createdTo - filter.createdFrom + 1) / DAY_SECONDS)
      : null;

  const groupChart = (
    title: string,
    key: GroupKey,
    groups: readonly Breakdown[],
    nameOf: (id: number) => string,
  ) => {
    const total = groups.reduce((sum, group) => sum + group.count, 0);
    const max = Math.max(1, ...groups.map((group) => group.count));
    const label = (group: Breakdown) => (group.id === null ? t('none') : nameOf(group.id));
    const bars: Bar[] = groups.map((group) => ({
      key: String(group.id),
      label: label(group),
      count: group.count,
      fraction: group.count / max,
      valueText: `${formatCount(group.count, locale)} · ${percent(total === 0 ? 0 : group.count / total)}`,
      href: group.id === null ? null : listLinkForGroup(search, key, group.id),
    }));
    const top = groups[0];
    return (
      <ChartFrame
        title={title}
        summary={
          top
            ? t('groupSummary', {
                groups: groups.length,
                top: label(top),
                count: top.count,
                share: percent(total === 0 ? 0 : top.count / total),
              })
            : t('empty')
        }
        columns={[
          { header: t('colGroup') },
          { header: t('colCount'), numeric: true },
          { header: t('colShare'), numeric: true },
          { header: t('colCost'), numeric: true },
        ]}
        rows={groups.map((group) => ({
          key: String(group.id),
          cells: [
            label(group),
            formatCount(group.count, locale),
            percent(total === 0 ? 0 : group.count / total),
            formatMoney(group.costSum, locale),
          ],
        }))}
      >
        {({ summaryId }) => <BarList bars={bars} describedBy={summaryId} />}
      </ChartFrame>
    );
  };

  const catalogName = (kind: 'sources' | 'cities') => (id: number) => catalogs.name(kind, id) ?? `#${id}`;
  const stageName = (id: number) => catalogs.name('funnelStages', id) ?? `#${id}`;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={{ pathname: '/leads', search: view }} size="sm">
            {t('listLink')}
          </Anchor>
          <Anchor component={Link} to={{ pathname: '/board', search: view }} size="sm">
            {t('boardLink')}
          </Anchor>
        </Group>
      </Group>
      <LeadFilterBar search={search} setSearch={setSearch} alwaysIndexed />
      <Suspense fallback={null}>
        <IndexSourceNote />
      </Suspense>
      {figures.error && (
        <LoadFailedAlert
          error={figures.error}
          sentence={(reason) => t('loadFailed', { reason })}
          onRetry={() => void figures.refetch()}
        />
      )}
      {!data && !figures.error && <Text role="status">{t('loading')}</Text>}
      {data && (
        <>
          <Totals
            totals={data.totals}
            previous={data.previous}
            days={days}
            duplicatesHref={`/duplicates?${view}`}
          />
          {data.totals.count === 0 ? (
            <Text role="status">{t('empty')}</Text>
          ) : (
            <>
              <PerDayChart days={data.perDay} linkFor={(day) => listLinkForDay(search, day)} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {groupChart(t('bySourceTitle'), 'source', data.bySource, catalogName('sources'))}
                <FunnelChart
                  funnel={data.funnel}
                  withoutStage={data.withoutStage}
                  stageName={stageName}
                  search={search}
                />
                {groupChart(t('byOwnerTitle'), 'owner', data.byOwner, (id) => ownerName(id) ?? '…')}
                {groupChart(t('byCityTitle'), 'city', data.byCity, catalogName('cities'))}
              </SimpleGrid>
              <CampaignsSection
                search={search}
                filter={filter}
                stages={stages}
                firstStageId={catalogs.catalogs.funnelStages[0]?.id ?? null}
              />
              <Suspense fallback={null}>
                <FirstTouchPanel filter={filter} />
              </Suspense>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
