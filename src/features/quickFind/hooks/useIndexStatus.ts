import { useSyncExternalStore } from 'react';
import type { IndexErrorKind, IndexStatus } from '@/localIndex/status';
import { getIndexStatus, subscribeIndexStatus } from '@/localIndex/statusStore';
import { errorKindText } from '@/shared/i18n/errorText';
import type { Translate } from '@/shared/i18n/I18nProvider';
import { isLocale } from '@/shared/i18n/locale';
import type { LeadIndexMessageKey } from '../messages';

export type { Coverage, IndexStatus } from '@/localIndex/status';

/** The index's status as the worker last reported it; null before it starts and after sign-out. */
export function useIndexStatus(): IndexStatus | null {
  return useSyncExternalStore(subscribeIndexStatus, getIndexStatus);
}

/**
 * One value read from the status (a flag, a time): the screen renders again only when that value changes, not at
 * each of the status's reports (several a second while the copy fills; a whole import preview rendered again at
 * each took 35-80 ms of the main thread).
 */
export function useIndexStatusOf<T extends string | number | boolean | null>(
  select: (status: IndexStatus | null) => T,
): T {
  return useSyncExternalStore(subscribeIndexStatus, () => select(getIndexStatus()));
}

/** "2 min ago", in the user's language. */
export function formatAgo(epochMs: number, now: number, locale: string, justNow: string): string {
  const seconds = Math.round((now - epochMs) / 1000);
  if (seconds < 45) return justNow;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return hours < 48 ? format.format(-hours, 'hour') : format.format(-Math.round(hours / 24), 'day');
}

const API_ERROR_KIND: Record<IndexErrorKind, string> = {
  network: 'network',
  server: 'server',
  'rate-limit': 'rateLimited',
  auth: 'unauthenticated',
  'bad-response': 'badResponse',
  unknown: 'unknown',
};

/** The worker's failure, worded by the one error-to-words path in the user's language. */
function indexErrorText(error: IndexStatus['error'], locale: string, now: number): string {
  if (!error) return '';
  const retryAfterSeconds = error.retryAt === null ? 0 : Math.max(0, Math.ceil((error.retryAt - now) / 1000));
  return errorKindText(
    API_ERROR_KIND[error.kind],
    { status: error.status, retryAfterSeconds },
    isLocale(locale) ? locale : 'en',
  );
}

/** The one sentence that says where the index stands. */
export function statusSentence(
  status: IndexStatus | null,
  t: Translate<LeadIndexMessageKey>,
  locale: string,
  now: number,
): string {
  if (!status || status.phase === 'starting') return t('starting');
  const indexed = status.indexed;
  switch (status.phase) {
    case 'cleared':
      return t('cleared');
    case 'paused':
      return t('paused', { indexed });
    case 'error':
      return t('error', { message: indexErrorText(status.error, locale, now) });
    case 'filling':
      return status.expected === null
        ? t('fillingUnknown', { indexed })
        : t('filling', { indexed, expected: Math.max(status.expected, status.indexed) });
    case 'up-to-date':
      return status.syncedAt === null
        ? t('upToDateNever')
        : t('upToDate', { ago: formatAgo(status.syncedAt, now, locale, t('justNow')) });
  }
}

/** The few characters the header button shows. */
export function statusShort(status: IndexStatus | null, t: Translate<LeadIndexMessageKey>): string {
  if (!status || status.phase === 'starting') return t('shortStarting');
  switch (status.phase) {
    case 'cleared':
      return t('shortCleared');
    case 'paused':
      return t('shortPaused');
    case 'error':
      return t('shortError');
    case 'filling': {
      const expected = Math.max(status.expected ?? 0, status.indexed, 1);
      return t('shortFilling', { percent: Math.min(99, Math.floor((status.indexed / expected) * 100)) });
    }
    case 'up-to-date':
      return t('shortUpToDate');
  }
}
