import { VisuallyHidden } from '@mantine/core';
import { useMemo, useSyncExternalStore } from 'react';
import { getRateLimitState, type RateLimitState, subscribeRateLimit } from '@/api/rateLimit';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useCountdown } from '@/shared/ui/useCountdown';
import { shellMessages } from './messages';

/** Below this share of the limit the user is warned, before a 429 slows everything down. */
const LOW_SHARE = 0.1;

function isRateLimitLow({ limit, remaining }: RateLimitState): boolean {
  if (limit === null || remaining === null || limit <= 0) return false;
  return remaining <= Math.floor(limit * LOW_SHARE);
}

/**
 * Shows how close the CRM's request limit is, and why requests are held back after a 429. The badge counts
 * down; the screen reader hears one polite sentence per change of state, not a tick every second.
 */
export function RateLimitIndicator() {
  const t = useMessages(shellMessages);
  const state = useSyncExternalStore(subscribeRateLimit, getRateLimitState);
  const secondsLeft = useCountdown(state.waitingUntil);
  const low = isRateLimitLow(state);
  const waitSeconds = useMemo(
    () =>
      state.waitingUntil === null ? null : Math.max(1, Math.ceil((state.waitingUntil - Date.now()) / 1000)),
    [state.waitingUntil],
  );

  let announcement = '';
  if (waitSeconds !== null) announcement = t('rateWaiting', { seconds: waitSeconds });
  else if (low) announcement = t('rateLow', { remaining: state.remaining ?? 0, limit: state.limit ?? 0 });

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {secondsLeft !== null ? (
        <span className="rate-badge" data-tone="waiting" aria-hidden="true" title={announcement}>
          {t('rateWaitingShort', { seconds: secondsLeft })}
        </span>
      ) : (
        low && (
          <span className="rate-badge" data-tone="low" aria-hidden="true" title={announcement}>
            {t('rateLowShort', { remaining: state.remaining ?? 0 })}
          </span>
        )
      )}
    </>
  );
}
