import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../api/errors';
import { useMessages } from '../../../shared/i18n/I18nProvider';
import { useErrorText } from '../../../shared/i18n/useErrorText';
import { type BulkProgress, fetchAllLeads } from './fetchAllLeads';
import type { FieldContext } from './leadFields';
import type { CreatedBounds } from './listSearch';
import { leadListMessages } from './messages';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: BulkProgress }
  | { phase: 'done'; count: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; reason: string };

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function ExportButton({
  bounds,
  fieldContext,
}: {
  bounds: CreatedBounds;
  fieldContext: FieldContext;
}) {
  const t = useMessages(leadListMessages);
  const describe = useErrorText();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the list ends the export: no more requests, and no download appearing out of nowhere later.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', progress: { done: 0, total: 0, paused: false } });
    try {
      const leads = await fetchAllLeads(bounds, abort.signal, (progress) =>
        setState({ phase: 'running', progress }),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      // The CSV writer (Papa Parse) loads with the first export, not with the list.
      const [{ leadsToCsv }, { csvBlob }] = await Promise.all([
        import('./leadsCsv'),
        import('../../../shared/lib/csv'),
      ]);
      download(csvBlob(leadsToCsv(leads, fieldContext)), `leads-${stamp}.csv`);
      setState({ phase: 'done', count: leads.length });
    } catch (error) {
      if (abort.signal.aborted || isAbortError(error)) setState({ phase: 'cancelled' });
      else setState({ phase: 'failed', reason: describe(error) });
    } finally {
      controller.current = null;
    }
  };

  if (state.phase === 'running') {
    const { done, total, paused } = state.progress;
    const percent = total > 0 ? Math.round((done / total) * 100) : 0;
    return (
      <Stack gap={4} miw={260}>
        <Group gap="xs" justify="space-between">
          <Text size="sm" aria-live="polite">
            {paused ? t('exportPaused') : t('exporting', { done, total })}
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => controller.current?.abort()}>
            {t('cancelExport')}
          </Button>
        </Group>
        <Progress value={percent} aria-label={t('exportProgress')} />
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      <Button variant="default" onClick={() => void start()}>
        {t('export')}
      </Button>
      {state.phase === 'done' && (
        <Text size="sm" role="status">
          {t('exportDone', { count: state.count })}
        </Text>
      )}
      {state.phase === 'cancelled' && (
        <Text size="sm" role="status">
          {t('exportCancelled')}
        </Text>
      )}
      {state.phase === 'failed' && (
        <Alert color="red" role="alert" p="xs">
          {t('exportFailed', { reason: state.reason })}
        </Alert>
      )}
    </Stack>
  );
}
