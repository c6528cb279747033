import { Text } from '@mantine/core';
import type { ListSearch } from '@/features/leadFilters';
import type { Funnel } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatCount } from '@/shared/i18n/plural';
import { listLinkForGroup } from '../lib/listLinks';
import { dashboardMessages } from '../messages';
import { BarList } from './BarList';
import { ChartFrame } from './ChartFrame';

export interface FunnelChartProps {
  funnel: Funnel;
  /** Leads with no stage, or one the catalog does not know. */
  withoutStage: number;
  stageName(id: number): string;
  search: ListSearch;
}

/**
 * The funnel: the steps on the way and the won stages as bars of "reached", then the lost leads apart, as
 * leaving the funnel (never as the last stage). Without outcomes in the catalog the last stage is only the
 * last one, and the chart says that conversion needs them.
 */
export function FunnelChart({ funnel, withoutStage, stageName, search }: FunnelChartProps) {
  const t = useMessages(dashboardMessages);
  const { locale } = useLocale();
  const percent = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const count = (value: number) => formatCount(value, locale);
  const quoted = (name: string) => (locale === 'ru' ? `«${name}»` : `“${name}”`);
  const names = (ids: readonly number[]) => ids.map((id) => quoted(stageName(id))).join(', ');
  const last = funnel.steps[funnel.steps.length - 1];
  const wonIds = funnel.steps.filter((step) => step.outcome === 'won').map((step) => step.stageId);

  const summary = funnel.hasOutcomes
    ? t('funnelOutcomeSummary', {
        entered: funnel.entered,
        won: funnel.won,
        conversion: percent(funnel.conversion ?? 0),
        wonName: names(wonIds) || '—',
        lost: funnel.lost.count,
        lostName: names(funnel.lost.stages.map((stage) => stage.stageId)) || '—',
        open: funnel.entered - funnel.won - funnel.lost.count,
        outside: withoutStage,
      })
    : t('funnelSummary', {
        entered: funnel.entered,
        reached: last?.reached ?? 0,
        share: percent(last?.share ?? 0),
        last: last ? quoted(stageName(last.stageId)) : '—',
        outside: withoutStage,
      });
  const shareOfEntered = (count: number) => (funnel.entered === 0 ? 0 : count / funnel.entered);

  return (
    <ChartFrame
      title={t('funnelTitle')}
      summary={summary}
      columns={[
        { header: t('colGroup') },
        { header: t('colCount'), numeric: true },
        { header: t('colReached'), numeric: true },
        { header: t('colShare'), numeric: true },
        ...(funnel.hasOutcomes ? [{ header: t('colLost'), numeric: true }] : []),
      ]}
      rows={[
        ...funnel.steps.map((step) => ({
          key: String(step.stageId),
          cells: [
            stageName(step.stageId),
            count(step.count),
            count(step.reached),
            percent(step.share),
            ...(funnel.hasOutcomes ? [count(step.lostHere)] : []),
          ],
        })),
        ...funnel.lost.stages.map((stage) => ({
          key: `lost-${stage.stageId}`,
          cells: [
            stageName(stage.stageId),
            count(stage.count),
            '—',
            percent(shareOfEntered(stage.count)),
            '—',
          ],
        })),
      ]}
    >
      {({ summaryId }) => (
        <>
          <BarList
            describedBy={summaryId}
            bars={funnel.steps.map((step) => ({
              key: String(step.stageId),
              label: stageName(step.stageId),
              count: step.count,
              fraction: step.share,
              valueText: `${count(step.count)} · ${t('funnelReached', { reached: step.reached, share: percent(step.share) })}`,
              href: listLinkForGroup(search, 'stage', step.stageId),
            }))}
          />
          {funnel.hasOutcomes ? (
            funnel.lost.stages.length > 0 && (
              <>
                <Text size="sm" fw={600} mt="xs">
                  {t('funnelLeftTitle')}
                </Text>
                <BarList
                  describedBy={summaryId}
                  bars={funnel.lost.stages.map((stage) => ({
                    key: `lost-${stage.stageId}`,
                    label: stageName(stage.stageId),
                    count: stage.count,
                    fraction: shareOfEntered(stage.count),
                    valueText: t('funnelLost', {
                      lost: stage.count,
                      share: percent(shareOfEntered(stage.count)),
                    }),
                    href: listLinkForGroup(search, 'stage', stage.stageId),
                  }))}
                />
                {funnel.lost.fromUnknownStage > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('funnelLostUnknown', { count: funnel.lost.fromUnknownStage })}
                  </Text>
                )}
              </>
            )
          ) : (
            <Text size="sm" c="dimmed" mt="xs">
              {t('funnelNeedsOutcomes')}
            </Text>
          )}
        </>
      )}
    </ChartFrame>
  );
}
