import { Alert, Text } from '@mantine/core';
import { useIndexStatusOf } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { offlineMessages } from '../messages';

/** "10:42" today, "27 Nov, 10:42" on another day: when the local copy last reached the CRM. */
function syncedAtText(epochMs: number, locale: string, timeZone: string): string {
  const at = new Date(epochMs);
  const sameDay =
    at.toLocaleDateString('en-CA', { timeZone }) === new Date().toLocaleDateString('en-CA', { timeZone });
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
  }).format(at);
}

/**
 * One calm line while there is no network: what is shown (the local copy, and how old it is) and what will
 * not work until the network is back.
 */
export function OfflineBanner() {
  const t = useMessages(offlineMessages);
  const { locale, timeZone } = useLocale();
  const syncedAt = useIndexStatusOf((status) => status?.syncedAt ?? null);
  return (
    <Alert color="gray" variant="light" role="status" py="xs" mb="sm">
      <Text size="sm">
        <strong>
          {syncedAt === null
            ? t('offlineTitleNoTime')
            : t('offlineTitle', { time: syncedAtText(syncedAt, locale, timeZone) })}
        </strong>{' '}
        {t('offlineWhatWorks')}
      </Text>
    </Alert>
  );
}
