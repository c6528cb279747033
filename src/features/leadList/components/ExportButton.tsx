import { Alert, Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isAbortError } from '@/api/errors';
import type { Lead } from '@/api/schemas/lead';
import type { CreatedBounds } from '@/features/leadFilters';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import type { BulkProgress } from '../lib/fetchAllLeads';
import { leadListMessages } from '../messages';
import type { FieldContext } from './leadFields';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: BulkProgress }
  | { phase: 'done'; count: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; reason: string };

// Exporting is rare: its code (paging through every lead, CSV, the progress bar) comes with the first press.
const loadExport = async () => {
  const [module] = await Promise.all([
    import('../lib/exportLeads'),
    import('./ExportProgress'),
    loadLaterStyles(),
  ]);
  return module;
};
const ExportProgress = lazy(async () => ({ default: (await import('./ExportProgress')).ExportProgress }));

export function ExportButton({
  bounds,
  fieldContext,
  readAll,
}: {
  bounds: CreatedBounds;
  fieldContext: FieldContext;
  /** With filters set, the leads come from the local index: the export writes what the filter shows. */
  readAll?: () => Promise<Lead[]>;
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
      const { exportLeads } = await loadExport();
      const count = await exportLeads(
        bounds,
        fieldContext,
        abort.signal,
        (progress) => setState({ phase: 'running', progress }),
        readAll,
      );
      setState({ phase: 'done', count });
    } catch (error) {
      if (abort.signal.aborted || isAbortError(error)) setState({ phase: 'cancelled' });
      else setState({ phase: 'failed', reason: describe(error) });
    } finally {
      controller.current = null;
    }
  };

  if (state.phase === 'running') {
    return (
      <Suspense fallback={<Text size="sm">{t('exporting', { done: 0, total: 0 })}</Text>}>
        <ExportProgress progress={state.progress} onCancel={() => controller.current?.abort()} />
      </Suspense>
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
