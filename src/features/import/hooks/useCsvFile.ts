import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/shared/i18n/locale';
import { CsvWorkerClient } from '../read/csvWorkerClient';
import type { ImportRowData, PrepareSettings } from '../read/prepareRows';
import type { ReadSummary } from '../read/readCsv';
import { MAX_IMPORT_BYTES, type ReadFailure, type ReadOptions } from '../read/readCsv';

export type CsvFileState =
  | { phase: 'empty' }
  | { phase: 'reading'; fileName: string }
  | { phase: 'failed'; fileName: string; failure: ReadFailure }
  | { phase: 'read'; fileName: string; summary: ReadSummary };

/** The chosen file, read and parsed in the CSV worker; the worker lives as long as the page. */
export function useCsvFile() {
  const [state, setState] = useState<CsvFileState>({ phase: 'empty' });
  const clientRef = useRef<CsvWorkerClient | null>(null);
  const client = useCallback(() => {
    clientRef.current ??= new CsvWorkerClient();
    return clientRef.current;
  }, []);
  useEffect(
    () => () => {
      clientRef.current?.terminate();
      clientRef.current = null;
    },
    [],
  );

  const settle = useCallback(
    (fileName: string, result: ReadSummary | ReadFailure) =>
      setState(
        result.ok
          ? { phase: 'read', fileName, summary: result }
          : { phase: 'failed', fileName, failure: result },
      ),
    [],
  );

  const choose = useCallback(
    async (file: File) => {
      if (file.size > MAX_IMPORT_BYTES) {
        setState({ phase: 'failed', fileName: file.name, failure: { ok: false, reason: 'tooBig' } });
        return;
      }
      setState({ phase: 'reading', fileName: file.name });
      try {
        settle(file.name, await client().read(await file.arrayBuffer(), {}));
      } catch {
        setState({ phase: 'failed', fileName: file.name, failure: { ok: false, reason: 'unreadable' } });
      }
    },
    [client, settle],
  );

  /** The same file with another encoding or separator. */
  const reread = useCallback(
    async (fileName: string, options: ReadOptions) => {
      setState({ phase: 'reading', fileName });
      try {
        settle(fileName, await client().read(null, options));
      } catch {
        setState({ phase: 'failed', fileName, failure: { ok: false, reason: 'unreadable' } });
      }
    },
    [client, settle],
  );

  const prepare = useCallback(
    (settings: PrepareSettings, locale: Locale): Promise<ImportRowData[]> =>
      client().prepare(settings, locale),
    [client],
  );

  // Another file or a new import: rows still on their way from the worker are not wanted.
  const reset = useCallback(() => {
    clientRef.current?.cancel();
    setState({ phase: 'empty' });
  }, []);

  return { state, choose, reread, prepare, reset };
}
