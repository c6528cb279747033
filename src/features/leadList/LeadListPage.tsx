import { Alert, Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCatalogs } from '@/config/useCatalogs';
import { BulkSelectionBar, type TableSelection } from '@/features/bulk';
import { MineFilterButton, useRememberLeadView } from '@/features/desk';
import { employeeQueries, useEmployeeName } from '@/features/employees';
import {
  activeFilterCount,
  DEFAULT_PAGE_SIZE,
  hasDateFilter,
  IndexSourceNote,
  indexListMessages,
  LeadFilterBar,
  listSearchToParams,
  needsIndex,
  parseListSearch,
  returnedFromLead,
  type SetListSearch,
  searchToBoundsOn,
  useListSearch,
} from '@/features/leadFilters';
import { leadQueries } from '@/features/leads';
import { useOnline } from '@/features/offline';
import { leadIndexQueries, readAllFromIndex } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { markFirstScreenShown } from '@/shared/lib/firstScreen';
import { whenIdle } from '@/shared/lib/whenIdle';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { LoadFailedAlert } from '@/shared/ui/LoadFailedAlert';
import muted from '@/shared/ui/muted.module.css';
import { skipTargetIn } from '@/shared/ui/SkipLink';
import { useIdleAfter } from '@/shared/ui/useIdleAfter';
import { useToday } from '@/shared/ui/useToday';
import { ColumnChooser } from './components/ColumnChooser';
import { DataMenuButton } from './components/DataMenuButton';
import { LeadCards } from './components/LeadCards';
import { LeadOpenerProvider, useLeadOpener } from './components/LeadLink';
import { LeadTable } from './components/LeadTable';
import { ListPagination } from './components/ListPagination';
import type { FieldContext } from './components/leadFields';
import { useJumpKey } from './hooks/useJumpKey';
import { useLastShown } from './hooks/useLastShown';
import { useListQueryAhead } from './hooks/useListQueryAhead';
import { type ColumnPrefs, readColumnPrefs, writeColumnPrefs } from './lib/columnPrefs';
import { listIndexQuery } from './lib/listIndexQuery';
import type { PageSort } from './lib/pageSort';
import { sortLabelsFor } from './lib/sortLabels';
import { leadListMessages } from './messages';

// Export and import are rare: the menu and the export's state come after the first rows, its button stands in.
const DataMenu = lazy(async () => ({ default: (await import('./components/DataMenu')).DataMenu }));

/** Mantine's `sm` breakpoint, where the shell's navigation folds away too. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** Where "Mine" goes, as big as the button (the theme's control height), until its code is there. */
function MineSlot() {
  return <Box w={64} h="var(--crm-control-height)" aria-hidden />;
}

export function LeadListPage() {
  const t = useMessages(leadListMessages);
  const ti = useMessages(indexListMessages);
  const { locale, timeZone } = useLocale();
  const catalogs = useCatalogs();
  const fieldLabel = useMessages(leadFieldMessages);
  const queryClient = useQueryClient();
  const [search, setSearchNow] = useListSearch();
  const [prefs, setPrefs] = useState<ColumnPrefs>(readColumnPrefs);
  const filterRef = useRef<HTMLSelectElement>(null);
  useJumpKey({ key: '/' }, () => filterRef.current);
  const listRef = useRef<HTMLDivElement>(null);
  useJumpKey({ code: 'KeyJ' }, () => (listRef.current ? skipTargetIn(listRef.current) : null));
  const location = useLocation();
  const focusLeadId = returnedFromLead(location.state);
  // A phone gets one card per lead; read before the first paint, so a phone never draws the table first.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });

  // Presets ("Today", "Last 7 days") follow the calendar: a tab left open past midnight moves with it.
  const today = useToday(timeZone);
  const bounds = useMemo(() => searchToBoundsOn(search, timeZone, today), [search, timeZone, today]);
  const params = useMemo(
    () => ({ page: search.page, perPage: search.perPage, ...bounds }),
    [search.page, search.perPage, bounds],
  );
  // Anything beyond the date range (filters, a sort) is answered by the local index; the CRM cannot.
  // With no network the local copy answers the plain date range too.
  const online = useOnline();
  const indexAnswers = needsIndex(search) || !online;
  const apiLeads = useQuery({ ...leadQueries.list(params), enabled: !indexAnswers });
  // A slow network on a repeat visit: when the CRM's page has not come by the time the browser is idle with the
  // screen drawn, the local copy shows its rows meanwhile (if it holds any); the CRM's replace them as they come.
  const waitingForCrm = !indexAnswers && apiLeads.data === undefined && !apiLeads.isError;
  const crmSlow = useIdleAfter(waitingForCrm) && waitingForCrm;
  // Owners' names, the per-day chart and the next page come once the first rows are painted (or the CRM is slow
  // to send them): none of them holds up the rows. For a view the local copy answers, once it has answered: after a
  // reload their first render (150 ms of the page) held up the copy's start, and so the rows themselves.
  const [indexAnswered, setIndexAnswered] = useState(false);
  const rowsPainted = useIdleAfter(
    (indexAnswers && indexAnswered) || crmSlow || apiLeads.data !== undefined || apiLeads.isError,
  );
  // The header's index status, toasts and the later stylesheets wait for the rows (or for leaving the list).
  useEffect(() => {
    if (rowsPainted) markFirstScreenShown();
  }, [rowsPainted]);
  useEffect(() => markFirstScreenShown, []);
  const employeeNames = useQuery({ ...employeeQueries.names(), enabled: rowsPainted }).data;
  const employeeName = useEmployeeName({ enabled: rowsPainted });
  const fieldContext = useMemo<FieldContext>(
    () => ({
      t,
      fieldLabel,
      locale,
      timeZone,
      catalogName: catalogs.name,
      employeeName,
    }),
    [t, fieldLabel, locale, timeZone, catalogs, employeeName],
  );
  // A lead opened from here carries the list's address, so its page leads back to the list as it was.
  const leadOpener = useLeadOpener(location.search);

  const sortLabels = useMemo(
    () => (search.sort ? sortLabelsFor(search.sort.field, catalogs.catalogs, employeeNames) : undefined),
    [search.sort, catalogs, employeeNames],
  );
  const indexQuery = useMemo(
    () => listIndexQuery(search, bounds, sortLabels, locale),
    [search, bounds, sortLabels, locale],
  );
  // The next view's rows are asked for as its address changes; its render then finds them on their way.
  const askAhead = useListQueryAhead((next) =>
    needsIndex(next) || !online
      ? listIndexQuery(
          next,
          searchToBoundsOn(next, timeZone, today),
          next.sort ? sortLabelsFor(next.sort.field, catalogs.catalogs, employeeNames) : undefined,
          locale,
        )
      : null,
  );
  const setSearch = useCallback<SetListSearch>(
    (next, options) => {
      askAhead(parseListSearch(listSearchToParams(next), timeZone));
      setSearchNow(next, options);
    },
    [askAhead, setSearchNow, timeZone],
  );
  const indexLeads = useQuery({ ...leadIndexQueries.page(indexQuery), enabled: indexAnswers || crmSlow });
  if (!indexAnswered && (indexLeads.data !== undefined || indexLeads.isError)) setIndexAnswered(true);
  const fromIndex = indexAnswers || (crmSlow && (indexLeads.data?.total ?? 0) > 0);
  // A new view (a link, Back, the URL) renders in a router transition, whose effects run after the browser has
  // painted: the query above would reach the worker a frame late. Asked at commit instead, it is on its way
  // while the frame paints; the query finds it in flight.
  useLayoutEffect(() => {
    if (fromIndex) void queryClient.prefetchQuery(leadIndexQueries.page(indexQuery));
  }, [fromIndex, indexQuery, queryClient]);
  // Bulk changes: the bar owns the selection (it survives paging and sorting, not a change of filter).
  const [selection, setSelection] = useState<TableSelection>();
  // The Import / export menu pressed before its code came (it loads after the rows).
  const [dataMenuWanted, setDataMenuWanted] = useState(false);
  const leads = fromIndex ? indexLeads : apiLeads;
  const meta = useMemo(() => {
    if (!fromIndex) return apiLeads.data?.meta;
    const page = indexLeads.data;
    // A copy still holding nothing (the first sync's first page is on its way) knows no count yet: the table
    // waits, rather than saying there are no leads and losing its place.
    if (!page || (!page.coverage.complete && page.coverage.indexed === 0)) return undefined;
    const offset = indexQuery.offset;
    return {
      total: page.total,
      last_page: Math.max(1, Math.ceil(page.total / search.perPage)),
      from: page.rows.length > 0 ? offset + 1 : null,
      to: page.rows.length > 0 ? offset + page.rows.length : null,
    };
  }, [fromIndex, apiLeads.data, indexLeads.data, indexQuery.offset, search.perPage]);
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
    if (fromIndex || !settled || !meta || params.page >= meta.last_page) return;
    return whenIdle(
      () => void queryClient.prefetchQuery(leadQueries.list({ ...params, page: params.page + 1 })),
    );
  }, [fromIndex, settled, meta, params, queryClient]);

  const rows = fromIndex ? (meta ? indexLeads.data?.rows : undefined) : apiLeads.data?.data;
  // Moving between the CRM's pages and the local copy (the first filter beyond a date range, or back) keeps the rows
  // shown until the other answers, as a new filter does within one of them: no table of placeholders drawn for a
  // moment and torn down (50 ms of the page at 100,000 leads). What the desk remembers is the answer itself.
  const shownRows = useLastShown(rows);
  const shownMeta = useLastShown(meta);
  // Rows kept from before are not this view's answer: the table says it is still busy with it.
  const busy = leads.isFetching || shownRows !== rows;
  // A lead opened from here steps through the whole filtered range (the lead page's previous/next); until the
  // local copy is complete, through the rows this page shows.
  const shownIds = rows?.map((lead) => lead.id).join(',') ?? '';
  useRememberLeadView({
    kind: 'list',
    filter: indexQuery.filter,
    sort: indexQuery.sort,
    locale,
    shown: meta
      ? {
          ids: shownIds === '' ? [] : shownIds.split(',').map(Number),
          offset: indexQuery.offset,
          total: meta.total,
        }
      : undefined,
  });
  const sort: PageSort | null = search.sort ? { id: search.sort.field, desc: search.sort.desc } : null;
  const changeSort = (next: PageSort | null) =>
    setSearch({ ...search, page: 1, sort: next ? { field: next.id, desc: next.desc } : undefined });

  const clearRange = () =>
    setSearch({ ...search, preset: undefined, from: undefined, to: undefined, page: 1 });
  const filterCount = activeFilterCount(search);
  // The dashboard opens on the same range and filters; the list's page and page size mean nothing there.
  const viewSearch = listSearchToParams({
    ...search,
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
    sort: undefined,
  }).toString();
  const readAll = fromIndex ? () => readAllFromIndex(indexQuery.filter, indexQuery.sort, locale) : undefined;
  const changePrefs = (next: ColumnPrefs) => {
    setPrefs(next);
    writeColumnPrefs(next);
  };

  const pages = Math.max(1, shownMeta?.last_page ?? 1);
  const page = Math.min(search.page, pages);
  const empty = settled && meta?.total === 0;
  const error = leads.error;

  return (
    <Stack gap="xs">
      {/* The title, the count and the way to the charts on one line; then one toolbar line; then the table. */}
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Group gap="sm" align="baseline" wrap="nowrap">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text className={muted.muted} size="sm" aria-live="polite">
            {shownMeta ? t('total', { count: shownMeta.total }) : t('loading')}
          </Text>
        </Group>
        <Anchor component={Link} to={{ pathname: '/dashboard', search: viewSearch }} size="sm">
          {t('perDayOnDashboard')}
        </Anchor>
      </Group>
      <LeadFilterBar search={search} setSearch={setSearch} selectRef={filterRef}>
        {/*
         * "Mine" loads once the rows are painted (the first rows never wait for its code) into a slot kept
         * from the first paint, so nothing moves when it comes.
         */}
        <Suspense fallback={<MineSlot />}>
          {rowsPainted ? (
            <MineFilterButton
              owner={search.owner}
              onChange={(owner) => setSearch({ ...search, page: 1, owner })}
            />
          ) : (
            <MineSlot />
          )}
        </Suspense>
        {/* Saved views (issue 28) take their place here, after Mine and before the table's own controls. */}
        <Group gap="xs" ml="auto" wrap="nowrap">
          {/* The phone's cards show fixed facts: there are no columns to choose, nor rows to size. */}
          {!phone && (
            <Button
              variant="default"
              aria-pressed={prefs.density === 'compact'}
              leftSection={<span aria-hidden="true">{prefs.density === 'compact' ? '✓' : '☐'}</span>}
              onClick={() =>
                changePrefs({ ...prefs, density: prefs.density === 'compact' ? 'comfortable' : 'compact' })
              }
            >
              {t('compactRows')}
            </Button>
          )}
          {!phone && <ColumnChooser prefs={prefs} onChange={changePrefs} fieldContext={fieldContext} />}
          {/* A press while the menu's code is on its way is kept: the menu opens once it is here. */}
          <Suspense fallback={<DataMenuButton onClick={() => setDataMenuWanted(true)} />}>
            {rowsPainted || dataMenuWanted ? (
              <DataMenu
                bounds={bounds}
                fieldContext={fieldContext}
                readAll={readAll}
                openAtOnce={dataMenuWanted}
              />
            ) : (
              <DataMenuButton onClick={() => setDataMenuWanted(true)} />
            )}
          </Suspense>
        </Group>
      </LeadFilterBar>
      {fromIndex && (
        <Suspense fallback={null}>
          <IndexSourceNote />
        </Suspense>
      )}
      {error && (
        <LoadFailedAlert
          error={error}
          sentence={(reason) => t('loadFailed', { reason })}
          onRetry={() => void leads.refetch()}
        />
      )}
      {empty ? (
        <Alert color="gray" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {fromIndex && filterCount > 0
                ? ti('noMatch')
                : hasDateFilter(search)
                  ? t('empty')
                  : t('emptyAll')}
            </Text>
            {hasDateFilter(search) && (
              <Button size="compact-sm" variant="default" onClick={clearRange}>
                {t('clearFilter')}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <div ref={listRef}>
          <LeadOpenerProvider value={leadOpener}>
            {phone ? (
              <LeadCards
                leads={shownRows}
                label={t('tableLabel', { page, pages })}
                busy={busy}
                fieldContext={fieldContext}
                focusLeadId={focusLeadId}
              />
            ) : (
              <LeadTable
                leads={shownRows}
                offset={(page - 1) * search.perPage}
                total={shownMeta?.total ?? 0}
                label={t('tableLabel', { page, pages })}
                busy={busy}
                prefs={prefs}
                fieldContext={fieldContext}
                sort={sort}
                onSortChange={changeSort}
                sortHint={ti('sortedWholeRange')}
                sortLabel={(column) => t('sortBy', { column })}
                focusLeadId={focusLeadId}
                selection={selection}
                selectable
              />
            )}
          </LeadOpenerProvider>
        </div>
      )}
      <ListPagination
        search={search}
        pages={pages}
        total={shownMeta?.total ?? 0}
        shownFrom={shownMeta?.from ?? null}
        shownTo={shownMeta?.to ?? null}
        onPageSize={(perPage) => setSearch({ ...search, page: 1, perPage })}
      />
      {/*
       * The bulk bar loads after the rows too, below them: nothing above the list moves when it comes, and with
       * leads selected it docks at the window's bottom.
       */}
      {rowsPainted && (
        <Suspense fallback={null}>
          <BulkSelectionBar
            filter={indexQuery.filter}
            matching={meta?.total ?? null}
            onTable={setSelection}
          />
        </Suspense>
      )}
    </Stack>
  );
}
