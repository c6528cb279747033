import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '@/api/errors';
import type { Lead } from '@/api/schemas/lead';
import type { CreatedBounds } from '@/features/leadFilters';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import type { FieldContext } from '../components/leadFields';
import type { BulkProgress } from '../lib/fetchAllLeads';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: BulkProgress }
  | { phase: 'done'; count: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; reason: string };

// Exporting is rare: its code (paging through every lead, CSV, the progress bar) comes with the first press.
export const loadExport = async () => {
  const [module] = await Promise.all([
    import('../lib/exportLeads'),
    import('../components/ExportProgress'),
    loadLaterStyles(),
  ]);
  return module;
};

export interface LeadExportInput {
  bounds: CreatedBounds;
  fieldContext: FieldContext;
  /** With filters set, the leads come from the local index: the export writes what the filter shows. */
  readAll?: () => Promise<Lead[]>;
}

/** The CSV export of the shown range: start, cancel, and where it stands. */
export function useLeadExport({ bounds, fieldContext, readAll }: LeadExportInput) {
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

  return { state, start, cancel: () => controller.current?.abort() };
}
