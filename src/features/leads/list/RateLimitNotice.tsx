import { Alert } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getRateLimitState, subscribeRateLimit } from '../../../api/rateLimit';
import { useMessages } from '../../../shared/i18n/I18nProvider';
import { leadListMessages } from './messages';

/** Says so while the http client waits out a 429, with a countdown, so a slow list never looks broken. */
export function RateLimitNotice() {
  const t = useMessages(leadListMessages);
  const { waitingUntil } = useSyncExternalStore(subscribeRateLimit, getRateLimitState);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (waitingUntil === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waitingUntil]);
  if (waitingUntil === null) return null;
  const seconds = Math.max(0, Math.ceil((waitingUntil - now) / 1000));
  return (
    <Alert color="yellow" role="status" p="xs">
      {t('waiting', { seconds })}
    </Alert>
  );
}
