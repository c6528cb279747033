import { Button, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { getLead, listLeads, updateLead } from '@/api/leads';
import { getRateLimitState } from '@/api/rateLimit';
import { bulkIndex, leadIndexQueries } from '@/features/quickFind';
import { BatchRunControls } from '@/shared/batch/BatchRunControls';
import { formatDuration, useBatchRunner } from '@/shared/batch/useBatchRunner';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { translateValidationMessage } from '@/shared/i18n/validationMessages';
import { downloadBlob } from '@/shared/lib/downloadBlob';
import { useFieldErrorsText } from '@/shared/recordForms/lead/useFieldErrorsText';
import type { ValueNames } from '../hooks/useValueNames';
import type { BulkJournal } from '../lib/bulkJournal';
import { bulkReportCsv } from '../lib/bulkReport';
import { createBulkRunner } from '../lib/bulkRunner';
import type { BulkItem, BulkJob } from '../lib/bulkTypes';
import { bulkMessages } from '../messages';
import { JobRows, STATUS_KEYS } from './JobRows';

export interface JobRunProps {
  journal: BulkJournal;
  job: BulkJob;
  items: BulkItem[];
  title: string;
  names: ValueNames;
  onUndo(): void;
}

const notStarted = () => Promise.reject(new Error('The change has not started'));
const idleDeps = {
  journal: { updateItem: notStarted, setStatus: notStarted },
  getLead: notStarted,
  listCreated: notStarted,
  updateLead: notStarted,
  rateLimit: getRateLimitState,
  describeFailure: String,
  changedElsewhere: '',
};

/** A job's run: progress, time left, pause/resume/cancel, and at the end the counts, the rows and the report. */
export function JobRun({ journal, job, items, title, names, onUndo }: JobRunProps) {
  const t = useMessages(bulkMessages);
  const { locale } = useLocale();
  const describe = useErrorText();
  const fieldErrorsText = useFieldErrorsText();
  const queryClient = useQueryClient();
  // Read through refs: a change of language must not restart the run.
  const texts = useRef({ describe, changedElsewhere: t('changedElsewhere') });
  texts.current = { describe, changedElsewhere: t('changedElsewhere') };

  const factories = useMemo(
    () => ({
      idle: () => createBulkRunner(job.id, items, idleDeps),
      make: () =>
        job.status !== 'running'
          ? createBulkRunner(job.id, items, idleDeps)
          : createBulkRunner(job.id, items, {
              journal,
              getLead: async (id, options) => {
                const lead = await getLead(id, options);
                void bulkIndex.put([lead]).catch(() => undefined);
                return lead;
              },
              listCreated: async (from, to, perPage, options) => {
                const page = await listLeads({ page: 1, perPage, createdFrom: from, createdTo: to }, options);
                void bulkIndex.put(page.data).catch(() => undefined);
                return { leads: page.data, total: page.meta.total };
              },
              updateLead: async (id, changes, options) => {
                const lead = await updateLead(id, changes, options);
                void bulkIndex.put([lead]).catch(() => undefined);
                return lead;
              },
              rateLimit: getRateLimitState,
              describeFailure: (error) => texts.current.describe(error),
              changedElsewhere: texts.current.changedElsewhere,
            }),
    }),
    [job.id, job.status, items, journal],
  );
  const { runner, otherTab } = useBatchRunner<BulkItem>(`crm-bulk-run|${job.id}`, factories);
  const snapshot = useSyncExternalStore(runner.subscribe, runner.getSnapshot);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const { counts } = snapshot;
  const ended = snapshot.phase === 'finished' || snapshot.phase === 'cancelled';
  const percent = snapshot.total === 0 ? 100 : Math.round((snapshot.settled / snapshot.total) * 100);
  const ordered = useMemo(() => [...snapshot.items.values()].sort((a, b) => a.index - b.index), [snapshot]);
  const notChanged = useMemo(() => ordered.filter((item) => item.state !== 'done'), [ordered]);

  // The counts go to the journal for "Recent changes"; the list and the board re-read the index.
  useEffect(() => {
    if (!ended) return;
    void journal.updateJob(job.id, { counts }).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: leadIndexQueries.all() });
  }, [ended, counts, journal, job.id, queryClient]);

  const messageOf = useCallback(
    (item: BulkItem) =>
      item.fieldErrors && Object.keys(item.fieldErrors).length > 0
        ? fieldErrorsText(item.fieldErrors)
        : item.state === 'skipped'
          ? t('changedElsewhere')
          : // A refusal's reason is the CRM's 422 text (translated here); a failure's is already worded.
            item.state === 'refused' && item.reason
            ? translateValidationMessage(item.reason, locale)
            : (item.reason ?? ''),
    [fieldErrorsText, t, locale],
  );

  const download = () =>
    downloadBlob(
      new Blob(
        [
          bulkReportCsv(ordered, {
            header: [
              t('reportLead'),
              t('reportField'),
              t('colBefore'),
              t('colValue'),
              t('colStatus'),
              t('colCurrent'),
              t('colMessage'),
            ],
            status: (item) => t(STATUS_KEYS[item.state]),
            value: (item, value) => names.name(item.field, value),
            message: messageOf,
          }),
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      `bulk-change-${new Date(job.createdAt).toISOString().slice(0, 19).replace(/[:T]/g, '-')}.csv`,
    );

  const includeChosen = () => {
    const picked = chosen;
    setChosen(new Set());
    void runner.retry(['skipped'], { force: true }, (item) => picked.has(item.index));
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {ended && (
        <Text fw={600}>
          {snapshot.phase === 'cancelled' || job.status === 'cancelled' ? t('cancelled') : t('finished')}
        </Text>
      )}
      <Progress value={percent} aria-label={t('progressLabel')} size="lg" />
      <Text size="sm" role="status" aria-live="polite">
        {t('progress', {
          settled: snapshot.settled,
          total: snapshot.total,
          done: counts.done,
          skipped: counts.skipped,
          refused: counts.refused,
          failed: counts.failed + counts.cancelled,
        })}
        {!ended &&
          snapshot.secondsLeft !== null &&
          ` ${t('timeLeft', { time: formatDuration(snapshot.secondsLeft, locale) })}`}
      </Text>
      <BatchRunControls
        runner={runner}
        snapshot={snapshot}
        otherTab={otherTab}
        texts={{
          waitingRateLimit: (seconds) => t('waitingRateLimit', { seconds }),
          retrying: (seconds) => t('retrying', { seconds }),
          otherTab: t('otherTab'),
          paused: (reason) => (reason ? t('journalUnavailable', { reason }) : t('paused')),
          signInNeeded: t('signInNeeded'),
          pause: t('pause'),
          resume: t('resume'),
          cancel: t('cancelRest'),
          retryFailed: (count) => t('retryFailed', { count }),
        }}
      >
        {ended && chosen.size > 0 && (
          <Button onClick={includeChosen}>{t('includeChosen', { count: chosen.size })}</Button>
        )}
        {ended && <Button onClick={download}>{t('downloadReport')}</Button>}
        {ended && job.kind === 'change' && counts.done > 0 && (
          <Button variant="default" onClick={onUndo} disabled={job.undoneBy !== null}>
            {t('undo')}
          </Button>
        )}
      </BatchRunControls>
      {ended && job.undoneBy !== null && <Text size="sm">{t('undoOnce')}</Text>}
      {ended && notChanged.length > 0 && (
        <JobRows
          items={notChanged}
          names={names}
          messageOf={messageOf}
          chosen={chosen}
          onChoose={(index, on) =>
            setChosen((previous) => {
              const next = new Set(previous);
              if (on) next.add(index);
              else next.delete(index);
              return next;
            })
          }
        />
      )}
    </Stack>
  );
}
