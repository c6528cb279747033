import { Alert, VisuallyHidden } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { getRateLimitState, subscribeRateLimit } from '@/api/rateLimit';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useCountdown } from '@/shared/ui/useCountdown';
import { leadListMessages } from '../messages';

/**
 * Says so while the http client waits out a 429, with a countdown, so a slow list never looks broken. Screen
 * readers hear one sentence, not a number every second.
 */
export function RateLimitNotice() {
  const t = useMessages(leadListMessages);
  const { waitingUntil } = useSyncExternalStore(subscribeRateLimit, getRateLimitState);
  const seconds = useCountdown(waitingUntil);
  if (seconds === null) return null;
  return (
    <Alert color="yellow" p="xs">
      <span aria-hidden="true">{t('waiting', { seconds })}</span>
      <VisuallyHidden role="status">{t('waitingAnnounced')}</VisuallyHidden>
    </Alert>
  );
}
