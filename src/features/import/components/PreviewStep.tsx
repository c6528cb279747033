import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { WindowedTable } from '@/shared/ui/WindowedTable';
import type { LookupCoverage } from '../duplicates/existingLeads';
import { useExistingLeads } from '../duplicates/useExistingLeads';
import type { RowDecision } from '../journal/journalRows';
import { importMessages } from '../messages';
import { SupersededError } from '../read/csvWorkerClient';
import type { CsvEncoding } from '../read/decodeCsv';
import type { CsvSeparator } from '../read/detectSeparator';
import { type ColumnMapping, initialMapping, rememberMapping } from '../read/headerMapping';
import type { NameCatalogs, NamedEntry } from '../read/nameMatching';
import {
  type DefaultedField,
  type ImportDefaults,
  type ImportRowData,
  type PrepareSettings,
  spreadsheetRowNumber,
} from '../read/prepareRows';
import type { ReadSummary } from '../read/readCsv';
import { FixRowDialog } from './FixRowDialog';
import { ReadSettings } from './ReadSettings';
import {
  type DuplicateChoice,
  type DuplicateChoices,
  isSent,
  type PreviewStatus,
  previewStatus,
} from './rowStatus';

export interface PreviewStepProps {
  summary: ReadSummary;
  catalogs: NameCatalogs;
  prepare(settings: PrepareSettings, locale: 'en' | 'ru'): Promise<ImportRowData[]>;
  onReread(options: { encoding: CsvEncoding; separator: CsvSeparator }): void;
  onStart(decisions: RowDecision[]): void;
  starting: boolean;
}

const options = (entries: readonly NamedEntry[]) =>
  entries.map((entry) => ({ value: String(entry.id), label: entry.name }));

/** The file's rows as they would be sent, with each row's problems, before anything is sent. */
export function PreviewStep({ summary, catalogs, prepare, onReread, onStart, starting }: PreviewStepProps) {
  const t = useMessages(importMessages);
  const tField = useMessages(leadFieldMessages);
  const { locale } = useLocale();
  const errorText = useErrorText();
  const [mapping, setMapping] = useState<ColumnMapping>(() => initialMapping(summary.header));
  // The first stage is where a new lead starts: preselected, so imported leads land in the board's first column.
  const [defaults, setDefaults] = useState<ImportDefaults>(() => ({
    sourceId: '',
    funnelStageId: String(catalogs.funnelStageId[0]?.id ?? ''),
    userIdOwner: '',
  }));
  const [choices, setChoices] = useState<DuplicateChoices>({ file: 'skip', crm: 'skip' });
  const [prepared, setPrepared] = useState<ImportRowData[] | null>(null);
  const [prepareFailed, setPrepareFailed] = useState(false);
  const [fixes, setFixes] = useState<ReadonlyMap<number, ImportRowData>>(new Map());
  const [fixing, setFixing] = useState<ImportRowData | null>(null);

  useEffect(() => {
    let current = true;
    prepare({ mapping, catalogs, defaults }, locale).then(
      (rows) => {
        if (!current) return;
        setPrepared(rows);
        setPrepareFailed(false);
      },
      (error: unknown) => {
        if (current && !(error instanceof SupersededError)) setPrepareFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [prepare, mapping, catalogs, defaults, locale]);

  const rows = useMemo(() => (prepared ?? []).map((row) => fixes.get(row.index) ?? row), [prepared, fixes]);
  const keys = useMemo(() => (prepared ? rows.flatMap((row) => row.contactKeys) : null), [prepared, rows]);
  const crmCheck = useExistingLeads(keys);
  const statuses = useMemo<PreviewStatus[]>(() => {
    const existing = crmCheck.phase === 'done' ? crmCheck.existing : null;
    return rows.map((row) => {
      let leadId: number | null = null;
      for (const key of row.contactKeys) leadId ??= existing?.leadWith(key) ?? null;
      return previewStatus(row, leadId);
    });
  }, [rows, crmCheck]);
  const counts = useMemo(() => {
    const result = { ready: 0, problems: 0, fileDuplicates: 0, crmDuplicates: 0, sent: 0 };
    for (const status of statuses) {
      if (status.kind === 'ready') result.ready += 1;
      else if (status.kind === 'problem') result.problems += 1;
      else if (status.kind === 'fileDuplicate') result.fileDuplicates += 1;
      else result.crmDuplicates += 1;
      if (isSent(status, choices)) result.sent += 1;
    }
    return result;
  }, [statuses, choices]);

  const coverageText = (coverage: LookupCoverage): string => {
    switch (coverage.kind) {
      case 'all':
        return t('crmCheckAll', { count: coverage.count });
      case 'latest':
        return t('crmCheckBounded', { count: coverage.count });
      case 'partial':
        return coverage.expected === null
          ? t('crmCheckPartialUnknown', { indexed: coverage.indexed })
          : t('crmCheckPartial', {
              indexed: coverage.indexed,
              expected: Math.max(coverage.expected, coverage.indexed),
            });
    }
  };
  const setDefault = (field: DefaultedField, value: string) =>
    setDefaults((current) => ({ ...current, [field]: value }));
  const changeMapping = (next: ColumnMapping) => {
    setMapping(next);
    rememberMapping(summary.header, next);
  };
  const sourceName = (id: string | undefined) =>
    id ? (catalogs.sourceId.find((source) => String(source.id) === id)?.name ?? `#${id}`) : '';
  const statusText = (status: PreviewStatus): string => {
    switch (status.kind) {
      case 'ready':
        return t('statusReady');
      case 'problem':
        return t('statusProblem');
      case 'fileDuplicate':
        return t('statusFileDuplicate', { row: spreadsheetRowNumber(status.of) });
      case 'crmDuplicate':
        return t('statusCrmDuplicate', { id: status.leadId });
    }
  };
  const skipReason = (status: PreviewStatus, row: ImportRowData): string | null => {
    if (isSent(status, choices)) return null;
    if (status.kind !== 'problem') return statusText(status);
    return row.problems
      .map((problem) => (problem.field ? `${tField(problem.field)}: ${problem.message}` : problem.message))
      .join(' ');
  };
  const start = () =>
    onStart(
      rows.map((row, position) => ({
        row,
        skipReason: skipReason(statuses[position] ?? { kind: 'problem' }, row),
      })),
    );

  const duplicateOptions = [
    { value: 'skip', label: t('duplicatesSkip') },
    { value: 'import', label: t('duplicatesImport') },
  ];

  return (
    <Stack gap="md">
      <ReadSettings summary={summary} mapping={mapping} onReread={onReread} onMappingChange={changeMapping} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('defaultSourceLabel')}
          value={defaults.sourceId}
          data={[{ value: '', label: t('defaultSourceNone') }, ...options(catalogs.sourceId)]}
          onChange={(event) => setDefault('sourceId', event.currentTarget.value)}
        />
        <NativeSelect
          label={t('defaultStageLabel')}
          value={defaults.funnelStageId}
          data={[{ value: '', label: t('defaultStageNone') }, ...options(catalogs.funnelStageId)]}
          onChange={(event) => setDefault('funnelStageId', event.currentTarget.value)}
        />
        <NativeSelect
          label={t('defaultOwnerLabel')}
          value={defaults.userIdOwner}
          data={[{ value: '', label: t('defaultOwnerNone') }, ...options(catalogs.userIdOwner)]}
          onChange={(event) => setDefault('userIdOwner', event.currentTarget.value)}
        />
        <NativeSelect
          label={t('fileDuplicatesLabel')}
          value={choices.file}
          data={duplicateOptions}
          onChange={(event) => setChoices({ ...choices, file: event.currentTarget.value as DuplicateChoice })}
        />
        <NativeSelect
          label={t('crmDuplicatesLabel')}
          value={choices.crm}
          data={duplicateOptions}
          onChange={(event) => setChoices({ ...choices, crm: event.currentTarget.value as DuplicateChoice })}
        />
      </Group>
      <Text size="sm" role="status">
        {crmCheck.phase === 'running'
          ? t('crmCheckRunning')
          : crmCheck.phase === 'failed'
            ? t('crmCheckFailed', { reason: errorText(crmCheck.error) })
            : coverageText(crmCheck.existing.coverage)}
      </Text>
      {prepareFailed && (
        <Alert color="red" role="alert">
          {t('notCsvUnreadable')}
        </Alert>
      )}
      {prepared && (
        <>
          <Text size="sm" role="status" aria-live="polite">
            {t('summaryReady', counts)}
          </Text>
          <WindowedTable
            label={t('previewLabel')}
            columns={[
              { id: 'row', title: t('rowNumber'), width: 6 },
              { id: 'name', title: tField('name'), width: 12 },
              { id: 'phone', title: tField('phone'), width: 13 },
              { id: 'email', title: tField('email'), width: 14 },
              { id: 'source', title: tField('sourceId'), width: 10 },
              { id: 'status', title: t('status'), width: 12 },
              { id: 'problems', title: t('problems'), width: 26 },
            ]}
            rowCount={rows.length}
            rowKey={(position) => rows[position]?.index ?? position}
            renderRow={(position) => {
              const row = rows[position];
              const status = statuses[position];
              if (!row || !status) return [];
              const number = spreadsheetRowNumber(row.index);
              return [
                number,
                row.values.name ?? '',
                row.values.phone ?? '',
                row.values.email ?? '',
                sourceName(row.values.sourceId),
                statusText(status),
                status.kind === 'problem' ? (
                  <Stack key="problems" gap={4} align="flex-start">
                    <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
                      {row.problems.map((problem) => (
                        <li
                          key={`${problem.field}:${problem.message}`}
                          style={{ color: 'var(--mantine-color-error)' }}
                        >
                          {problem.field ? `${tField(problem.field)}: ${problem.message}` : problem.message}
                        </li>
                      ))}
                    </ul>
                    <Button size="compact-xs" variant="default" onClick={() => setFixing(row)}>
                      {t('fix', { row: number })}
                    </Button>
                  </Stack>
                ) : (
                  ''
                ),
              ];
            }}
          />
          {counts.sent === 0 && <Text size="sm">{t('nothingToImport')}</Text>}
          <Group>
            <Button
              onClick={start}
              disabled={counts.sent === 0 || starting || crmCheck.phase === 'running'}
              loading={starting}
            >
              {t('start', { count: counts.sent })}
            </Button>
          </Group>
        </>
      )}
      {fixing && (
        <FixRowDialog
          row={fixing}
          catalogs={catalogs}
          onClose={() => setFixing(null)}
          onSave={(fixed) => {
            setFixes(new Map(fixes).set(fixed.index, fixed));
            setFixing(null);
          }}
        />
      )}
    </Stack>
  );
}
