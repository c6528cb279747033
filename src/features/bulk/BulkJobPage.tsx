import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { JobRun } from './components/JobRun';
import { UndoDialog } from './components/UndoDialog';
import { useBulkJournal } from './hooks/useBulkJournal';
import { useJobTitle } from './hooks/useJobTitle';
import { useValueNames } from './hooks/useValueNames';
import type { BulkItem, BulkJob } from './lib/bulkTypes';
import { bulkMessages } from './messages';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'ready'; job: BulkJob; items: BulkItem[]; of?: BulkJob };

/** `/leads/bulk/:jobId`: a bulk change running, resumed after a reload, or finished with its report and undo. */
export function BulkJobPage() {
  const t = useMessages(bulkMessages);
  const describe = useErrorText();
  const { jobId = '' } = useParams();
  const { journal, who } = useBulkJournal();
  const names = useValueNames();
  const title = useJobTitle(names);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);
  const [undoOpen, setUndoOpen] = useState(false);

  useEffect(() => {
    if (!journal) return;
    let live = true;
    setLoaded({ kind: 'loading' });
    (async () => {
      const job = await journal.job(jobId);
      if (!job) return live && setLoaded({ kind: 'missing' });
      const [items, of] = await Promise.all([
        journal.items(jobId),
        job.undoOf ? journal.job(job.undoOf) : Promise.resolve(undefined),
      ]);
      if (live) setLoaded({ kind: 'ready', job, items, of });
    })().catch((error: unknown) => {
      if (live) setProblem(describe(error));
    });
    return () => {
      live = false;
    };
  }, [journal, jobId, describe]);

  return (
    <Stack gap="md" maw={1280}>
      <Anchor component={Link} to="/leads/bulk" size="sm" w="fit-content">
        {t('recentChanges')}
      </Anchor>
      {problem && (
        <Alert color="red" role="alert">
          {t('journalUnavailable', { reason: problem })}
        </Alert>
      )}
      {loaded.kind === 'loading' && !problem && <Text size="sm">{t('loading')}</Text>}
      {loaded.kind === 'missing' && <Alert color="gray">{t('notFound')}</Alert>}
      {loaded.kind === 'ready' && journal && (
        <>
          <JobRun
            key={loaded.job.id}
            journal={journal}
            job={loaded.job}
            items={loaded.items}
            title={title(loaded.job, loaded.of)}
            names={names}
            onUndo={() => setUndoOpen(true)}
          />
          <UndoDialog
            opened={undoOpen}
            journal={journal}
            job={loaded.job}
            who={who}
            names={names}
            onClose={() => setUndoOpen(false)}
          />
        </>
      )}
    </Stack>
  );
}
