import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { statusSentence, statusShort, useIndexStatus } from '../hooks/useIndexStatus';
import { leadIndexMessages } from '../messages';
import { leadIndexActions } from '../queries';

/** "synced 2 min ago" has to move on by itself. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The index's state in the header, with pause/resume, sync now and "clear local copy" one click away. */
export function IndexStatusButton() {
  const t = useMessages(leadIndexMessages);
  const { locale } = useLocale();
  const status = useIndexStatus();
  const now = useMinuteClock();
  const sentence = statusSentence(status, t, locale, now);
  // The visible text opens the accessible name, so voice control finds the button by what it shows.
  const short = statusShort(status, t);
  const error = status?.phase === 'error' ? status.error : null;
  const paused = status?.phase === 'paused' || status?.phase === 'cleared';

  return (
    <Popover position="bottom-end" width={320} withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="sm"
          aria-label={t('statusButton', { short, state: sentence })}
          color={error ? 'red' : undefined}
        >
          {short}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('panelTitle')} role="dialog">
        <Stack gap="xs">
          <Text fw={700} size="sm">
            {t('panelTitle')}
          </Text>
          <Text size="sm" role="status">
            {sentence}
          </Text>
          {error && (
            <Text size="sm" c="red.8">
              {error.kind === 'auth'
                ? t('errorAuth')
                : error.retryAt
                  ? t('errorRetry', { time: new Date(error.retryAt).toLocaleTimeString(locale) })
                  : null}
            </Text>
          )}
          {status?.rewalking && <Text size="sm">{t('rewalking')}</Text>}
          {status?.yieldingToUser && <Text size="sm">{t('yielding')}</Text>}
          {status?.storageProblem && (
            <Text size="sm" c="orange.9">
              {status.storageProblem === 'full' ? t('memoryFull') : t('memoryRefused')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('panelHint')}
          </Text>
          <Group gap="xs">
            {paused ? (
              <Button size="compact-sm" onClick={() => void leadIndexActions.resume()} disabled={!status}>
                {t('resume')}
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => void leadIndexActions.pause()}
                disabled={!status}
              >
                {t('pause')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => void leadIndexActions.syncNow()}
              disabled={!status || paused}
            >
              {t('syncNow')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => void leadIndexActions.clear()}
              disabled={!status || status.phase === 'cleared'}
            >
              {t('clear')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
