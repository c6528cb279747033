import { Anchor, Button, Progress, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { NetworkError, ServerError } from '@/api/errors';
import { createLead } from '@/api/leads';
import { getRateLimitState } from '@/api/rateLimit';
import { findCreatedLead } from '@/features/leads';
import { BatchRunControls } from '@/shared/batch/BatchRunControls';
import { formatDuration, useBatchRunner } from '@/shared/batch/useBatchRunner';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { translateValidationMessage } from '@/shared/i18n/validationMessages';
import { downloadBlob } from '@/shared/lib/downloadBlob';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { useFieldErrorsText } from '@/shared/recordForms/lead/useFieldErrorsText';
import { WindowedTable } from '@/shared/ui/WindowedTable';
import type { ImportRecord, JournalRow, RowState } from '../journal/journalTypes';
import { importMessages } from '../messages';
import { spreadsheetRowNumber } from '../read/prepareRows';
import { reportBlob, reportFileName } from '../report/importReport';
import { createImportRunner, type RunnerJournal } from '../send/importRunner';

export interface SendStepProps {
  journal: RunnerJournal;
  record: ImportRecord;
  rows: JournalRow[];
  onNewImport(): void;
}

const STATUS_KEYS = {
  skipped: 'statusSkipped',
  pending: 'statusPending',
  sending: 'statusSending',
  done: 'statusCreated',
  refused: 'statusRefused',
  failed: 'statusFailed',
  cancelled: 'statusCancelled',
} as const satisfies Record<RowState, keyof (typeof importMessages)['en']>;

/** The import's runner under a Web Lock named after the import (see useBatchRunner). */
function useRunner(
  journal: RunnerJournal,
  record: ImportRecord,
  rows: JournalRow[],
  describeFailure: (error: unknown) => string,
) {
  const factories = useMemo(
    () => ({
      idle: () => createImportRunner(record.id, rows, idleDeps),
      make: () =>
        createImportRunner(record.id, rows, {
          journal,
          createLead,
          findCreatedLead: async (keys, sentAt, options, taken) => {
            const lead = await findCreatedLead({ keys, sentAt: Math.floor(sentAt / 1000), taken }, options);
            return lead?.id ?? null;
          },
          rateLimit: getRateLimitState,
          describeFailure,
        }),
    }),
    [journal, record.id, rows, describeFailure],
  );
  return useBatchRunner<JournalRow>(`crm-import-run|${record.id}`, factories);
}

const notStarted = () => Promise.reject(new Error('The import has not started'));
const idleDeps = {
  journal: { updateItem: notStarted, setStatus: notStarted },
  createLead: notStarted,
  findCreatedLead: notStarted,
  rateLimit: getRateLimitState,
  describeFailure: String,
};

/** Sending, its progress and controls, and afterwards the summary, the retry and the report. */
export function SendStep({ journal, record, rows, onNewImport }: SendStepProps) {
  const t = useMessages(importMessages);
  const tField = useMessages(leadFieldMessages);
  const fieldErrorsText = useFieldErrorsText();
  // Read through a ref: a change of language must not restart the import.
  const tRef = useRef(t);
  tRef.current = t;
  const describeError = useErrorText();
  const describeErrorRef = useRef(describeError);
  describeErrorRef.current = describeError;
  const describeFailure = useCallback((error: unknown): string => {
    if (error instanceof NetworkError) return tRef.current('failureNetwork');
    if (error instanceof ServerError) return tRef.current('failureServer', { status: error.status ?? 500 });
    return describeErrorRef.current(error);
  }, []);
  const { runner, otherTab } = useRunner(journal, record, rows, describeFailure);
  const snapshot = useSyncExternalStore(runner.subscribe, runner.getSnapshot);
  const { locale } = useLocale();
  const ordered = useMemo(() => [...snapshot.items.values()].sort((a, b) => a.index - b.index), [snapshot]);

  const ended = snapshot.phase === 'finished' || snapshot.phase === 'cancelled';
  const { counts } = snapshot;
  // Skipped rows are decided before sending: the import's counts are of the rows it sends.
  const sendTotal = snapshot.total - counts.skipped;
  const sentDone = snapshot.settled - counts.skipped;
  const percent = sendTotal === 0 ? 100 : Math.round((sentDone / sendTotal) * 100);

  const download = () =>
    downloadBlob(
      reportBlob(record, ordered, {
        statusColumn: t('reportStatus'),
        leadIdColumn: t('reportLeadId'),
        messagesColumn: t('reportMessages'),
        status: (state) => t(STATUS_KEYS[state]),
        fieldErrors: fieldErrorsText,
      }),
      reportFileName(record.fileName),
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {snapshot.phase === 'finished'
          ? t('finished')
          : snapshot.phase === 'cancelled'
            ? t('cancelled')
            : record.fileName}
      </Title>
      <Progress value={percent} aria-label={t('progressLabel')} size="lg" />
      <Text size="sm" role="status" aria-live="polite">
        {ended
          ? t('finalCounts', {
              created: counts.done,
              refused: counts.refused,
              failed: counts.failed,
              skipped: counts.skipped,
              cancelled: counts.cancelled,
            })
          : t('progress', {
              done: sentDone,
              total: sendTotal,
              created: counts.done,
              refused: counts.refused,
              failed: counts.failed,
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
          paused: (reason) => (reason ? t('journalUnavailable') : t('paused')),
          signInNeeded: t('signInNeeded'),
          pause: t('pause'),
          resume: t('resume'),
          cancel: t('cancelImport'),
          retryFailed: (count) => t('retryFailed', { count }),
        }}
      >
        {ended && <Button onClick={download}>{t('downloadReport')}</Button>}
        {ended && (
          <Button variant="default" onClick={onNewImport}>
            {t('newImport')}
          </Button>
        )}
      </BatchRunControls>
      <WindowedTable
        label={t('previewLabel')}
        columns={[
          { id: 'row', title: t('rowNumber'), width: 6 },
          { id: 'name', title: tField('name'), width: 12 },
          { id: 'phone', title: tField('phone'), width: 13 },
          { id: 'email', title: tField('email'), width: 14 },
          { id: 'status', title: t('status'), width: 10 },
          { id: 'lead', title: t('reportLeadId'), width: 8 },
          { id: 'messages', title: t('reportMessages'), width: 30 },
        ]}
        rowCount={ordered.length}
        rowKey={(position) => ordered[position]?.index ?? position}
        renderRow={(position) => {
          const row = ordered[position];
          if (!row) return [];
          return [
            spreadsheetRowNumber(row.index),
            row.shown.name,
            row.shown.phone,
            row.shown.email,
            t(STATUS_KEYS[row.state]),
            row.leadId === null ? (
              ''
            ) : (
              <Anchor key="lead" component={Link} to={`/leads/${row.leadId}`} size="sm">
                {t('openLead', { id: row.leadId })}
              </Anchor>
            ),
            // A refusal's reason is the CRM's 422 text (translated here); a failure's is already worded.
            row.fieldErrors
              ? fieldErrorsText(row.fieldErrors)
              : row.reason
                ? translateValidationMessage(row.reason, locale)
                : '',
          ];
        }}
      />
    </Stack>
  );
}
