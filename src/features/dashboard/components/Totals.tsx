import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Totals as TotalsFigures } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatMoney } from '@/shared/lib/money';
import { dashboardMessages } from '../messages';

function percent(value: number, locale: string, signed = false): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/** The headline figures, each with its change against the previous period of the same length. */
export function Totals({
  totals,
  previous,
  days,
  duplicatesHref,
}: {
  totals: TotalsFigures;
  previous: TotalsFigures | null;
  days: number | null;
  /** The Duplicates page under the same view. */
  duplicatesHref: string;
}) {
  const t = useMessages(dashboardMessages);
  const { locale } = useLocale();
  const titleId = useId();
  const change = (now: number | null, before: number | null): string => {
    if (!previous || days === null) return t('changeNone');
    if (before === null || before === 0) return t('changeFromZero', { days });
    return t('change', { change: percent(((now ?? 0) - before) / before, locale, true), days });
  };
  const figures: Array<{ label: string; value: string; change: string; href?: string }> = [
    {
      label: t('leads'),
      value: new Intl.NumberFormat(locale).format(totals.count),
      change: change(totals.count, previous?.count ?? null),
    },
    {
      label: t('costSum'),
      value: formatMoney(totals.costSum, locale),
      change: change(totals.costSum, previous?.costSum ?? null),
    },
    {
      label: t('costAverage'),
      value: totals.costAverage === null ? t('noCost') : formatMoney(totals.costAverage, locale),
      change: change(totals.costAverage, previous?.costAverage ?? null),
    },
    {
      label: t('duplicateShare'),
      value: percent(totals.duplicateShare, locale),
      change: change(totals.duplicateShare, previous?.duplicateShare ?? null),
      href: duplicatesHref,
    },
  ];
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('totalsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="sm">
            <Text component="dt" size="sm">
              {figure.href ? (
                <Anchor component={Link} to={figure.href}>
                  {figure.label}
                </Anchor>
              ) : (
                figure.label
              )}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {figure.value}
            </Text>
            <Text component="dd" m={0} size="xs">
              {figure.change}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
