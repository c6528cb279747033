import { Anchor, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { formatWaiting } from '@/features/desk';
import type { ListSearch } from '@/features/leadFilters';
import {
  type CampaignFigures,
  type CampaignRow,
  type FunnelStage,
  type LeadFilter,
  leadIndexQueries,
} from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatCount } from '@/shared/i18n/plural';
import { formatMoney } from '@/shared/lib/money';
import { channelMessages } from '@/shared/recordForms/lead/channelMessages';
import muted from '@/shared/ui/muted.module.css';
import { WindowedTable, type WindowedTableColumn } from '@/shared/ui/WindowedTable';
import { listLinkForCampaign } from '../lib/listLinks';
import { dashboardMessages } from '../messages';

interface CampaignsSectionProps {
  search: ListSearch;
  filter: LeadFilter;
  stages: readonly FunnelStage[];
  firstStageId: number | null;
}

/**
 * Leads by UTM source, medium and campaign (a click's channel where the source is empty), each figure beside the
 * previous period's; counted in the worker, asked for after the dashboard's own figures. Values come from ad forms:
 * they are shown as text, never as markup.
 */
export function CampaignsSection({ search, filter, stages, firstStageId }: CampaignsSectionProps) {
  const t = useMessages(dashboardMessages);
  const channel = useMessages(channelMessages);
  const { locale } = useLocale();
  const titleId = useId();
  const rows = useQuery(leadIndexQueries.campaigns(filter, stages, firstStageId)).data;
  const percent = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const sourceOf = (row: CampaignRow) => (row.channel ? channel(row.channel) : row.source);
  const nameOf = (row: CampaignRow) =>
    row.source === '' && row.channel === null && row.medium === '' && row.campaign === ''
      ? t('noCampaign')
      : [sourceOf(row), row.medium, row.campaign].map((part) => part || t('emptyValue')).join(' / ');

  const figure = (
    row: CampaignRow,
    value: (figures: CampaignFigures) => number | null,
    format: (value: number) => string,
  ): ReactNode => {
    const now = value(row.current);
    const before = row.previous ? value(row.previous) : null;
    return (
      <>
        {now === null ? t('emptyValue') : format(now)}
        {row.previous && (
          <Text span size="xs" className={muted.muted} display="block">
            {t('previousValue', { value: before === null ? t('emptyValue') : format(before) })}
          </Text>
        )}
      </>
    );
  };
  const count = (value: number) => formatCount(value, locale);
  const money = (value: number) => formatMoney(value, locale);
  const touch = (row: CampaignRow): ReactNode =>
    figure(
      row,
      (figures) => figures.medianTouchSeconds,
      (seconds) => `${row.current.touchApproximate ? '≈ ' : ''}${formatWaiting(seconds, locale)}`,
    );

  const cellsOf = (row: CampaignRow): ReactNode[] => [
    <Anchor
      key="source"
      component={Link}
      to={listLinkForCampaign(search, row.key)}
      aria-label={t('campaignLink', { campaign: nameOf(row), count: row.current.leads })}
    >
      {row.source === '' && row.channel === null && row.medium === '' && row.campaign === ''
        ? t('noCampaign')
        : sourceOf(row) || t('emptyValue')}
    </Anchor>,
    row.medium || t('emptyValue'),
    row.campaign || t('emptyValue'),
    figure(row, (figures) => figures.leads, count),
    figure(row, (figures) => figures.won, count),
    figure(row, (figures) => figures.lost, count),
    figure(row, (figures) => figures.conversion, percent),
    figure(row, (figures) => figures.costSum, money),
    figure(row, (figures) => figures.costAverage, money),
    touch(row),
  ];
  const figureColumn = (id: string, title: string): WindowedTableColumn => ({
    id,
    title,
    width: 9,
    align: 'end',
  });
  const columns: WindowedTableColumn[] = [
    { id: 'source', title: t('colSource'), width: 13 },
    { id: 'medium', title: t('colMedium'), width: 9 },
    { id: 'campaign', title: t('colCampaign'), width: 15 },
    figureColumn('leads', t('colCount')),
    figureColumn('won', t('colWon')),
    figureColumn('lost', t('colLostAll')),
    figureColumn('conversion', t('colConversion')),
    figureColumn('costSum', t('colCostSum')),
    figureColumn('costAverage', t('colCostAverage')),
    figureColumn('touch', t('colTouch')),
  ];

  const top = rows?.[0];
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('campaignsTitle')}
      </Title>
      {!rows ? (
        <Text size="sm" role="status">
          {t('campaignsLoading')}
        </Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            {top
              ? t('campaignsSummary', { campaigns: rows.length, top: nameOf(top), count: top.current.leads })
              : t('empty')}
          </Text>
          {rows.length > 0 && (
            <WindowedTable
              label={t('campaignsTitle')}
              columns={columns}
              rowCount={rows.length}
              rowKey={(position) => rows[position]?.key ?? position}
              rowHeaders
              renderRow={(position) => {
                const row = rows[position];
                return row ? cellsOf(row) : [];
              }}
            />
          )}
        </>
      )}
    </Paper>
  );
}
