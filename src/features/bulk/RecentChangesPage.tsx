import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { formatDateTime } from '@/shared/lib/dates';
import { useBulkJournal } from './hooks/useBulkJournal';
import { useJobTitle } from './hooks/useJobTitle';
import { useValueNames } from './hooks/useValueNames';
import { KEPT_JOBS } from './lib/bulkJournal';
import type { BulkJob } from './lib/bulkTypes';
import { bulkMessages } from './messages';

/** `/leads/bulk`: the last 20 bulk changes made in this browser: who, when, what, and how they ended. */
export function RecentChangesPage() {
  const t = useMessages(bulkMessages);
  const { locale, timeZone } = useLocale();
  const describe = useErrorText();
  const { journal } = useBulkJournal();
  const title = useJobTitle(useValueNames());
  const [jobs, setJobs] = useState<BulkJob[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!journal) return;
    let live = true;
    journal
      .recent(KEPT_JOBS)
      .then((recent) => live && setJobs(recent))
      .catch((error: unknown) => live && setProblem(describe(error)));
    return () => {
      live = false;
    };
  }, [journal, describe]);

  const byId = new Map((jobs ?? []).map((job) => [job.id, job]));
  return (
    <Stack gap="md" maw={1280}>
      <Title order={1} size="h2">
        {t('recentChanges')}
      </Title>
      {problem && (
        <Alert color="red" role="alert">
          {t('journalUnavailable', { reason: problem })}
        </Alert>
      )}
      {jobs === null && !problem && <Text size="sm">{t('loading')}</Text>}
      {jobs?.length === 0 && <Text size="sm">{t('recentEmpty')}</Text>}
      {jobs && jobs.length > 0 && (
        <Table striped withTableBorder aria-label={t('recentLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('colWhen')}</Table.Th>
              <Table.Th scope="col">{t('colWho')}</Table.Th>
              <Table.Th scope="col">{t('colWhat')}</Table.Th>
              <Table.Th scope="col">{t('colCounts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>{formatDateTime(Math.floor(job.createdAt / 1000), locale, timeZone)}</Table.Td>
                <Table.Td>{job.who}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/leads/bulk/${job.id}`} size="sm">
                    {title(job, job.undoOf ? byId.get(job.undoOf) : undefined)}
                  </Anchor>
                  {job.undoneBy !== null && ` (${t('undone')})`}
                </Table.Td>
                <Table.Td>
                  {job.counts
                    ? t('countsShort', {
                        total: job.total,
                        done: job.counts.done,
                        skipped: job.counts.skipped,
                        refused: job.counts.refused,
                        failed: job.counts.failed + job.counts.cancelled,
                      })
                    : t('running')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
