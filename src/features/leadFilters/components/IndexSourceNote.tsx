import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIndexStatus } from '@/features/quickFind';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatDateTime } from '@/shared/lib/dates';
import muted from '@/shared/ui/muted.module.css';
import { sourceNoteMessages } from './sourceNoteMessages';

function formatAgo(epochMs: number, now: number, locale: string, justNow: string): string {
  const minutes = Math.round((now - epochMs) / 60_000);
  if (minutes < 1) return justNow;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  return minutes < 60 ? format.format(-minutes, 'minute') : format.format(-Math.round(minutes / 60), 'hour');
}

/**
 * Says that the rows come from the local copy, how fresh it is, and how much of the account it covers. It alone
 * follows the index's status, so the list does not re-render at every page the sync reads.
 */
export function IndexSourceNote() {
  const status = useIndexStatus();
  const t = useMessages(sourceNoteMessages);
  const { locale, timeZone } = useLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  let text: string;
  const coverage = status?.phase === 'starting' ? null : status;
  if (status?.phase === 'cleared') text = t('fromIndexCleared');
  else if (!coverage) text = t('fromIndexStarting');
  else if (!coverage.complete)
    text =
      coverage.expected === null
        ? t('fromIndexPartialUnknown', { indexed: coverage.indexed })
        : t('fromIndexPartial', {
            indexed: coverage.indexed,
            expected: Math.max(coverage.expected, coverage.indexed),
          });
  else if (coverage.syncedAt === null) text = t('fromIndexNever');
  else text = t('fromIndex', { ago: formatAgo(coverage.syncedAt, now, locale, t('justNow')) });
  // At its ceiling the copy holds only the newest leads: the answer says which, and where the older ones are.
  if (coverage?.complete && coverage.coveredSince !== null) {
    text += ` ${t('coveredSince', { since: formatDateTime(coverage.coveredSince, locale, timeZone, 'medium') })}`;
  }

  return (
    <Text size="sm" className={muted.muted} role="status">
      {text}
    </Text>
  );
}
