import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { RateLimitedError } from '../../api/errors';
import { useCatalogs } from '../../config/useCatalogs';
import { useLocale, useMessages } from '../../shared/i18n/I18nProvider';
import { useErrorText } from '../../shared/i18n/useErrorText';
import { whenIdle } from '../../shared/lib/whenIdle';
import { leadFieldMessages } from '../../shared/recordForms/lead/fieldMessages';
import { useIdleAfter } from '../../shared/ui/useIdleAfter';
import { useToday } from '../../shared/ui/useToday';
import { employeeQueries } from '../employees/queries';
import { ColumnChooser } from './list/ColumnChooser';
import { type ColumnPrefs, readColumnPrefs, writeColumnPrefs } from './list/columnPrefs';
import { DateFilter } from './list/DateFilter';
import { ExportButton } from './list/ExportButton';
import { LeadTable } from './list/LeadTable';
import { ListPagination } from './list/ListPagination';
import type { FieldContext } from './list/leadFields';
import { hasDateFilter, type ListSearch, searchToBoundsOn } from './list/listSearch';
import { leadListMessages } from './list/messages';
import muted from './list/muted.module.css';
import { type PageSort, sortPage } from './list/pageSort';
import { RateLimitNotice } from './list/RateLimitNotice';
import { useGlobalSlashKey } from './list/useGlobalSlashKey';
import { useListSearch } from './list/useListSearch';
import { leadQueries } from './queries';

// The per-day chart reads every lead in the range: it comes after the first page, never before it.
const LeadsPerDayChart = lazy(async () => ({
  default: (await import('./list/LeadsPerDayChart')).LeadsPerDayChart,
}));

export function LeadListPage() {
  const t = useMessages(leadListMessages);
  const { locale, timeZone } = useLocale();
  const catalogs = useCatalogs();
  const describe = useErrorText();
  const fieldLabel = useMessages(leadFieldMessages);
  const queryClient = useQueryClient();
  const [search, setSearch] = useListSearch();
  const [prefs, setPrefs] = useState<ColumnPrefs>(readColumnPrefs);
  const [sort, setSort] = useState<PageSort | null>(null);
  const filterRef = useRef<HTMLSelectElement>(null);
  useGlobalSlashKey(filterRef);

  // Presets ("Today", "Last 7 days") follow the calendar: a tab left open past midnight moves with it.
  const today = useToday(timeZone);
  const bounds = useMemo(() => searchToBoundsOn(search, timeZone, today), [search, timeZone, today]);
  const params = useMemo(
    () => ({ page: search.page, perPage: search.perPage, ...bounds }),
    [search.page, search.perPage, bounds],
  );
  const leads = useQuery(leadQueries.list(params));
  // Owners' names, the per-day chart and the next page come once the first rows are painted: none of them
  // holds up the rows.
  const rowsPainted = useIdleAfter(leads.data !== undefined);
  const employeeNames = useQuery({ ...employeeQueries.names(), enabled: rowsPainted }).data;
  const meta = leads.data?.meta;
  const fieldContext = useMemo<FieldContext>(
    () => ({
      t,
      fieldLabel,
      locale,
      timeZone,
      catalogName: catalogs.name,
      employeeName: (id) => (id === null ? null : (employeeNames?.get(id) ?? null)),
    }),
    [t, fieldLabel, locale, timeZone, catalogs, employeeNames],
  );
  const settled = leads.data !== undefined && !leads.isPlaceholderData;

  // A link past the end (or a range that shrank) lands on the last page; replace, so Back does not bounce.
  useEffect(() => {
    if (!settled || !meta) return;
    const last = Math.max(1, meta.last_page);
    if (search.page > last) setSearch({ ...search, page: last }, { replace: true });
  }, [settled, meta, search, setSearch]);

  // The next page is usually the next one wanted; fetching it now makes the switch instant.
  // Once the shown page is painted and the main thread is free, so it never competes with the first rows.
  useEffect(() => {
    if (!settled || !meta || params.page >= meta.last_page) return;
    return whenIdle(
      () => void queryClient.prefetchQuery(leadQueries.list({ ...params, page: params.page + 1 })),
    );
  }, [settled, meta, params, queryClient]);

  const rows = useMemo(
    () => (leads.data ? sortPage(leads.data.data, sort, fieldContext) : undefined),
    [leads.data, sort, fieldContext],
  );

  const changeRange = (range: Pick<ListSearch, 'preset' | 'from' | 'to'>) =>
    setSearch({ page: 1, perPage: search.perPage, ...range });
  const clearRange = () => changeRange({});
  const changePrefs = (next: ColumnPrefs) => {
    setPrefs(next);
    writeColumnPrefs(next);
  };

  const pages = Math.max(1, meta?.last_page ?? 1);
  const page = Math.min(search.page, pages);
  const empty = settled && meta?.total === 0;
  const error = leads.error;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text className={muted.muted} size="sm" aria-live="polite">
            {meta ? t('total', { count: meta.total }) : t('loading')}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-start">
          <ColumnChooser prefs={prefs} onChange={changePrefs} fieldContext={fieldContext} />
          <ExportButton bounds={bounds} fieldContext={fieldContext} />
          <Button component={Link} to="/leads/import" variant="default">
            {t('importCsv')}
          </Button>
        </Group>
      </Group>
      <DateFilter search={search} onChange={changeRange} selectRef={filterRef} />
      <RateLimitNotice />
      {error && (
        <Alert color="red" role="alert">
          <Group gap="sm">
            <Text size="sm">
              {error instanceof RateLimitedError
                ? t('rateLimited', { seconds: error.retryAfterSeconds })
                : t('loadFailed', { reason: describe(error) })}
            </Text>
            <Button size="compact-sm" onClick={() => void leads.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {/* Only the settled total speaks for these bounds: the previous filter's would misjudge the chart's limit. */}
      {rowsPainted && settled && meta && !empty && (
        <Suspense fallback={null}>
          <LeadsPerDayChart bounds={bounds} total={meta.total} />
        </Suspense>
      )}
      {sort && (
        <Text size="sm" className={muted.muted}>
          {t('sortedWithinPage')}
        </Text>
      )}
      {empty ? (
        <Alert color="gray" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{hasDateFilter(search) ? t('empty') : t('emptyAll')}</Text>
            {hasDateFilter(search) && (
              <Button size="compact-sm" variant="default" onClick={clearRange}>
                {t('clearFilter')}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <LeadTable
          leads={rows}
          offset={(page - 1) * search.perPage}
          total={meta?.total ?? 0}
          label={t('tableLabel', { page, pages })}
          busy={leads.isFetching}
          prefs={prefs}
          fieldContext={fieldContext}
          sort={sort}
          onSortChange={setSort}
          sortHint={t('sortedWithinPage')}
          sortLabel={(column) => t('sortBy', { column })}
        />
      )}
      <ListPagination
        search={search}
        pages={pages}
        total={meta?.total ?? 0}
        shownFrom={meta?.from ?? null}
        shownTo={meta?.to ?? null}
        onPageSize={(perPage) => setSearch({ ...search, page: 1, perPage })}
      />
    </Stack>
  );
}
