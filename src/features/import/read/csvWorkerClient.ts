import * as Comlink from 'comlink';
import type { Locale } from '@/shared/i18n/locale';
import type { CsvWorkerApi } from './csvWorkerApi';
import type { ImportRowData, PrepareSettings } from './prepareRows';
import type { ReadFailure, ReadOptions, ReadSummary } from './readCsv';

/** Where the worker's API is served: the worker itself, or in tests one end of a MessageChannel. */
export interface CsvWorkerEndpoint {
  port: Comlink.Endpoint;
  terminate(): void;
}

function spawnCsvWorker(): CsvWorkerEndpoint {
  const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), {
    type: 'module',
    name: 'csv-import',
  });
  return { port: worker, terminate: () => worker.terminate() };
}

/**
 * The main thread's side of the CSV worker, through Comlink. Each call supersedes the previous one: a call that is
 * no longer the latest rejects with SupersededError (and a prepare stops in the worker at its next chunk), so a
 * quick change of mapping never shows stale rows.
 */
export class CsvWorkerClient {
  private readonly endpoint: CsvWorkerEndpoint;
  private readonly api: Comlink.Remote<CsvWorkerApi>;
  private readonly broken: Promise<never>;
  private nextId = 1;
  private latest = 0;

  constructor(endpoint: CsvWorkerEndpoint = spawnCsvWorker()) {
    this.endpoint = endpoint;
    this.api = Comlink.wrap<CsvWorkerApi>(endpoint.port);
    // A worker that fails to load answers nothing: every call waiting on it fails instead of hanging.
    this.broken = new Promise<never>((_, reject) => {
      endpoint.port.addEventListener('error', (event: Event) => {
        const message = event instanceof ErrorEvent ? event.message : '';
        reject(new Error(message || 'CSV worker failed'));
      });
    });
    this.broken.catch(() => undefined);
  }

  async read(file: ArrayBuffer | null, options: ReadOptions): Promise<ReadSummary | ReadFailure> {
    const id = this.begin();
    const call = this.api.read(file ? Comlink.transfer(file, [file]) : null, options);
    const result = await Promise.race([call, this.broken]);
    this.ensureLatest(id);
    return result;
  }

  /** Every row of the last read, built and checked; `onProgress` hears how many have arrived. */
  async prepare(
    settings: PrepareSettings,
    locale: Locale,
    onProgress?: (done: number, total: number) => void,
  ): Promise<ImportRowData[]> {
    const id = this.begin();
    const rows: ImportRowData[] = [];
    const receive = Comlink.proxy((chunk: ImportRowData[], done: number, total: number) => {
      if (id !== this.latest) return;
      for (const row of chunk) rows.push(row);
      onProgress?.(done, total);
    });
    const finished = await Promise.race([this.api.prepare(id, settings, locale, receive), this.broken]);
    this.ensureLatest(id);
    if (!finished) throw new SupersededError();
    return rows;
  }

  /** Stops what is in progress: its promise rejects with SupersededError, and the worker sends no more rows. */
  cancel(): void {
    const id = this.latest;
    this.begin();
    void this.api.cancel(id);
  }

  terminate(): void {
    this.latest = 0;
    this.api[Comlink.releaseProxy]();
    this.endpoint.terminate();
  }

  private begin(): number {
    this.latest = this.nextId++;
    return this.latest;
  }

  private ensureLatest(id: number): void {
    if (id !== this.latest) throw new SupersededError();
  }
}

/** A request replaced by a newer one (or cancelled) before it was answered. */
export class SupersededError extends Error {
  constructor() {
    super('Superseded by a newer request');
    this.name = 'SupersededError';
  }
}
