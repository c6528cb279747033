import { interpolate, type Locale, type MessageParams } from '@/shared/i18n/locale';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';
import { type ImportMessageKey, importMessages } from '../messages';
import { type ImportRowData, type PrepareSettings, type PrepareTexts, prepareRows } from './prepareRows';
import {
  type ReadCsv,
  type ReadFailure,
  type ReadOptions,
  type ReadSummary,
  readCsv,
  summarizeRead,
} from './readCsv';

/** Rows per chunk: small enough that receiving one never blocks the main thread for long. */
export const ROWS_PER_CHUNK = 200;

/** Receives a prepare's rows chunk by chunk (a Comlink proxy from the page), with how many are done. */
export type RowsReceiver = (rows: ImportRowData[], done: number, total: number) => void | Promise<void>;

function textsIn(locale: Locale): PrepareTexts {
  return {
    form: (key: keyof (typeof leadFormMessages)['en'], params?: MessageParams) =>
      interpolate(leadFormMessages[locale][key], params, locale),
    field: (key: keyof (typeof leadFieldMessages)['en'], params?: MessageParams) =>
      interpolate(leadFieldMessages[locale][key], params, locale),
    import: (key: ImportMessageKey, params?: MessageParams) =>
      interpolate(importMessages[locale][key], params, locale),
  };
}

/**
 * What the CSV worker does: read the file (kept here, so a re-read with another encoding sends nothing again),
 * then build and check every row. Plain functions over the worker's state, served through Comlink.
 */
export function createCsvWorkerApi() {
  let bytes: Uint8Array | null = null;
  let current: ReadCsv | null = null;
  /** The prepare that may still deliver rows; a newer one, or cancel, stops the others between chunks. */
  let latest = 0;

  return {
    /** Without a file: the same file again, with another encoding or separator. */
    read(file: ArrayBuffer | null, options: ReadOptions): ReadSummary | ReadFailure {
      if (file) bytes = new Uint8Array(file);
      if (!bytes) throw new Error('No file has been read yet.');
      const result = readCsv(bytes, options);
      current = result.ok ? result : null;
      return result.ok ? summarizeRead(result) : result;
    },

    /**
     * Builds and checks the rows of the last read, handing them to `receive` in chunks. Resolves true when every
     * chunk was delivered, false when a newer prepare or a cancel stopped it first.
     */
    async prepare(
      id: number,
      settings: PrepareSettings,
      locale: Locale,
      receive: RowsReceiver,
    ): Promise<boolean> {
      latest = id;
      if (!current) throw new Error('No file has been read yet.');
      const { header, rows } = current;
      const prepared = prepareRows(rows, header.length, settings, textsIn(locale));
      for (let start = 0; start < prepared.length; start += ROWS_PER_CHUNK) {
        if (latest !== id) return false;
        const chunk = prepared
          .slice(start, start + ROWS_PER_CHUNK)
          .map((row) => ({ ...row, cells: rows[row.index] ?? [] }));
        await receive(chunk, Math.min(start + ROWS_PER_CHUNK, prepared.length), prepared.length);
      }
      return latest === id;
    },

    /** Stops the prepare in progress (if it is `id`) before its next chunk. */
    cancel(id: number): void {
      if (latest === id) latest = 0;
    },
  };
}

export type CsvWorkerApi = ReturnType<typeof createCsvWorkerApi>;
