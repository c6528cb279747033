import { useCallback } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import type { BulkJob } from '../lib/bulkTypes';
import { bulkMessages } from '../messages';
import type { ValueNames } from './useValueNames';

/** What a job did, in words: "Set owner to Ольга Орлова", "Undo: …". */
export function useJobTitle(names: ValueNames): (job: BulkJob, undone?: BulkJob) => string {
  const t = useMessages(bulkMessages);
  return useCallback(
    (job, undone) => {
      const what = (of: BulkJob) =>
        of.value === null
          ? t('jobTitleDistribution')
          : t('jobTitleChange', { field: names.fieldName(of.field), value: names.name(of.field, of.value) });
      if (job.kind === 'undo')
        return t('jobTitleUndo', { what: undone ? what(undone) : names.fieldName(job.field) });
      return what(job);
    },
    [t, names],
  );
}
