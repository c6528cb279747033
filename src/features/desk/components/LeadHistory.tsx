import { List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatDateTime } from '@/shared/lib/dates';
import { useEmployeeNames } from '../hooks/useEmployeeNames';
import { deskMessages } from '../messages';
import { deskQueries } from '../queries';

/** "History seen by this browser": what the syncs and this app's saves showed, and a plain word on its limits. */
export function LeadHistory({ leadId }: { leadId: number }) {
  const t = useMessages(deskMessages);
  const { locale, timeZone } = useLocale();
  const config = useRuntimeConfig();
  const ownerName = useEmployeeNames();
  const changes = useQuery(deskQueries.history(leadId)).data ?? [];
  const stageName = (id: number | null) =>
    id === null
      ? t('noStage')
      : (config.catalogs.funnelStages.find((stage) => stage.id === id)?.name ?? `#${id}`);
  return (
    <section aria-labelledby="lead-history-title">
      <Title
        order={2}
        size="h5"
        id="lead-history-title"
        pb={4}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {t('historyTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('historyNote')}
      </Text>
      {changes.length === 0 ? (
        <Text size="sm">{t('historyEmpty')}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {[...changes].reverse().map((change) => {
            const at = change.exact || change.dtUpdate === null ? change.seenAt : change.dtUpdate * 1000;
            const what =
              change.field === 'funnelStageId'
                ? t('historyStage', { from: stageName(change.from), to: stageName(change.to) })
                : t('historyOwner', { from: ownerName(change.from), to: ownerName(change.to) });
            return (
              <List.Item key={`${change.field}-${change.seenAt}-${change.to}`}>
                {what} · {formatDateTime(Math.floor(at / 1000), locale, timeZone)} ·{' '}
                {change.exact ? t('historyExact') : t('historySeen')}
              </List.Item>
            );
          })}
        </List>
      )}
    </section>
  );
}
