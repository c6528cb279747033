import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { employeeQueries } from '@/features/employees';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { FileChooser } from './components/FileChooser';
import { PreviewStep } from './components/PreviewStep';
import { SendStep } from './components/SendStep';
import { useCsvFile } from './hooks/useCsvFile';
import { ImportJournal } from './journal/importJournal';
import { journalRows, type RowDecision } from './journal/journalRows';
import { FINAL_STATES, type ImportRecord, type JournalRow } from './journal/journalTypes';
import { importMessages } from './messages';
import type { NameCatalogs } from './read/nameMatching';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './read/readCsv';

export interface ImportPageProps {
  /** The journal's IndexedDB name: one per CRM account and user. */
  journalName: string;
}

type Stage =
  | { kind: 'loading' }
  | { kind: 'choose'; interrupted: { record: ImportRecord; rows: JournalRow[] } | null }
  | { kind: 'sending'; record: ImportRecord; rows: JournalRow[] };

/** The journal for this account and user, open while the page is. */
function useImportJournal(name: string): ImportJournal | null {
  const [journal, setJournal] = useState<ImportJournal | null>(null);
  useEffect(() => {
    const opened = new ImportJournal(name);
    setJournal(opened);
    return () => opened.close();
  }, [name]);
  return journal;
}

/** `/leads/import`: a CSV file's rows read, previewed, sent once each, and reported on. */
export function ImportPage({ journalName }: ImportPageProps) {
  const t = useMessages(importMessages);
  const config = useRuntimeConfig();
  const employees = useQuery(employeeQueries.list());
  const file = useCsvFile();
  const journal = useImportJournal(journalName);
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [journalFailed, setJournalFailed] = useState(false);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (!journal) return;
    let current = true;
    (async () => {
      const record = await journal.unfinished();
      const rows = record ? await journal.items(record.id) : [];
      if (current) setStage({ kind: 'choose', interrupted: record ? { record, rows } : null });
    })().catch(() => {
      if (!current) return;
      setJournalFailed(true);
      setStage({ kind: 'choose', interrupted: null });
    });
    return () => {
      current = false;
    };
  }, [journal]);

  const catalogs = useMemo<NameCatalogs>(
    () => ({
      sourceId: config.catalogs.sources,
      funnelStageId: config.catalogs.funnelStages,
      locationCityId: config.catalogs.cities,
      locationUnitId: config.catalogs.offices,
      userIdOwner: employees.data ?? [],
    }),
    [config.catalogs, employees.data],
  );

  const start = useCallback(
    async (decisions: RowDecision[]) => {
      if (file.state.phase !== 'read' || !journal) return;
      const { summary, fileName } = file.state;
      const record: ImportRecord = {
        id: crypto.randomUUID(),
        fileName,
        createdAt: Date.now(),
        encoding: summary.encoding,
        bom: summary.bom,
        separator: summary.separator,
        header: summary.header,
        status: 'running',
        total: decisions.length,
      };
      const rows = journalRows(record.id, decisions);
      setStarting(true);
      try {
        await journal.create(record, rows);
        setStage({ kind: 'sending', record, rows });
      } catch {
        setJournalFailed(true);
      } finally {
        setStarting(false);
      }
    },
    [file.state, journal],
  );

  const newImport = () => {
    file.reset();
    void journal?.discard().catch(() => undefined);
    setStage({ kind: 'choose', interrupted: null });
  };

  return (
    <Stack gap="md" maw={1280}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {journalFailed && (
        <Alert color="red" role="alert">
          {t('journalUnavailable')}
        </Alert>
      )}
      {stage.kind === 'sending' && journal ? (
        <SendStep journal={journal} record={stage.record} rows={stage.rows} onNewImport={newImport} />
      ) : (
        <>
          {stage.kind === 'choose' && stage.interrupted && (
            <Alert color="yellow" title={t('interruptedTitle')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {t('interruptedText', {
                    file: stage.interrupted.record.fileName,
                    done: stage.interrupted.rows.filter(
                      (row) => row.state !== 'skipped' && FINAL_STATES.has(row.state),
                    ).length,
                    total: stage.interrupted.rows.filter((row) => row.state !== 'skipped').length,
                  })}
                </Text>
                <Group gap="sm">
                  <Button
                    onClick={() => {
                      const { record, rows } = stage.interrupted ?? {};
                      if (record && rows) setStage({ kind: 'sending', record, rows });
                    }}
                  >
                    {t('resumeImport')}
                  </Button>
                  <Button variant="default" onClick={newImport}>
                    {t('discardImport')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <Text size="sm">
            {t('intro', { maxRows: MAX_IMPORT_ROWS, maxMegabytes: MAX_IMPORT_BYTES / 1024 / 1024 })}
          </Text>
          <FileChooser state={file.state} onChoose={(chosen) => void file.choose(chosen)} />
          {file.state.phase === 'read' && (
            <PreviewStep
              key={`${file.state.fileName}|${file.state.summary.header.join('|')}|${file.state.summary.encoding}|${file.state.summary.separator}`}
              summary={file.state.summary}
              catalogs={catalogs}
              prepare={file.prepare}
              onReread={(options) => {
                if (file.state.phase === 'read') void file.reread(file.state.fileName, options);
              }}
              onStart={(decisions) => void start(decisions)}
              starting={starting}
            />
          )}
        </>
      )}
    </Stack>
  );
}
