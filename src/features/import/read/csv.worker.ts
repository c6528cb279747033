/// <reference lib="webworker" />
import { interpolate, type Locale, type MessageParams } from '@/shared/i18n/locale';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';
import { type ImportMessageKey, importMessages } from '../messages';
import { type CsvWorkerRequest, type CsvWorkerResponse, ROWS_PER_MESSAGE } from './csvWorkerProtocol';
import { prepareRows } from './prepareRows';
import { type ReadCsv, readCsv } from './readCsv';

/** Reading, parsing and checking thousands of rows happen here, off the main thread. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let bytes: Uint8Array | null = null;
let current: ReadCsv | null = null;

function post(message: CsvWorkerResponse): void {
  scope.postMessage(message);
}

function texts(locale: Locale) {
  return {
    form: (key: keyof (typeof leadFormMessages)['en'], params?: MessageParams) =>
      interpolate(leadFormMessages[locale][key], params),
    field: (key: keyof (typeof leadFieldMessages)['en'], params?: MessageParams) =>
      interpolate(leadFieldMessages[locale][key], params),
    import: (key: ImportMessageKey, params?: MessageParams) =>
      interpolate(importMessages[locale][key], params),
  };
}

function handle(request: CsvWorkerRequest): void {
  if (request.type === 'read') {
    if (request.bytes) bytes = new Uint8Array(request.bytes);
    if (!bytes) throw new Error('No file has been read yet.');
    const result = readCsv(bytes, request.options);
    current = result.ok ? result : null;
    post({
      type: 'read',
      id: request.id,
      result: result.ok
        ? {
            ok: true,
            encoding: result.encoding,
            bom: result.bom,
            separator: result.separator,
            header: result.header,
            rowCount: result.rows.length,
            samples: result.rows.slice(0, 3),
          }
        : result,
    });
    return;
  }
  if (!current) throw new Error('No file has been read yet.');
  const { header, rows } = current;
  const prepared = prepareRows(rows, header.length, request.settings, texts(request.locale));
  for (let start = 0; start < prepared.length; start += ROWS_PER_MESSAGE) {
    const chunk = prepared
      .slice(start, start + ROWS_PER_MESSAGE)
      .map((row) => ({ ...row, cells: rows[row.index] ?? [] }));
    post({ type: 'rows', id: request.id, rows: chunk, done: start + ROWS_PER_MESSAGE >= prepared.length });
  }
}

scope.addEventListener('message', (event: MessageEvent<CsvWorkerRequest>) => {
  try {
    handle(event.data);
  } catch (error) {
    post({
      type: 'failed',
      id: event.data.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
