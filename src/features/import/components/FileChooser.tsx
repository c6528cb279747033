import { Alert, Input, Text } from '@mantine/core';
import { useId } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import type { CsvFileState } from '../hooks/useCsvFile';
import { importMessages } from '../messages';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ReadFailure } from '../read/readCsv';

const MAX_MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;

export function failureText(
  failure: ReadFailure,
  t: ReturnType<typeof useMessages<keyof (typeof importMessages)['en']>>,
): string {
  switch (failure.reason) {
    case 'empty':
      return t('notCsvEmpty');
    case 'binary':
      return t('notCsvBinary');
    case 'headerOnly':
      return t('notCsvHeaderOnly');
    case 'tooManyRows':
      return t('notCsvTooManyRows', { maxRows: MAX_IMPORT_ROWS });
    case 'tooBig':
      return t('notCsvTooBig', { maxMegabytes: MAX_MEGABYTES });
    case 'unreadable':
      return failure.row === undefined
        ? t('notCsvUnreadable')
        : t('notCsvUnclosedQuote', { row: failure.row });
  }
}

/** The file input, and what became of the file chosen: reading, or why it cannot be imported. */
export function FileChooser({ state, onChoose }: { state: CsvFileState; onChoose(file: File): void }) {
  const t = useMessages(importMessages);
  const id = useId();
  return (
    <>
      <Input.Wrapper label={t('fileLabel')} description={t('fileDescription')} id={id}>
        <input
          id={id}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onChoose(file);
          }}
          style={{ display: 'block', marginTop: 4 }}
        />
      </Input.Wrapper>
      {state.phase === 'reading' && (
        <Text size="sm" role="status">
          {t('reading')}
        </Text>
      )}
      {state.phase === 'failed' && (
        <Alert color="red" role="alert">
          {failureText(state.failure, t)}
        </Alert>
      )}
    </>
  );
}
