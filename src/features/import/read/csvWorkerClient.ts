import type { Locale } from '@/shared/i18n/locale';
import type { CsvWorkerRequest, CsvWorkerResponse, ImportRowData, ReadSummary } from './csvWorkerProtocol';
import type { PrepareSettings } from './prepareRows';
import type { ReadFailure, ReadOptions } from './readCsv';

interface Answer {
  response: CsvWorkerResponse;
  /** Every row of a `prepare`, gathered from its chunks. */
  rows: ImportRowData[];
}

interface Pending {
  resolve(answer: Answer): void;
  reject(error: Error): void;
  rows: ImportRowData[];
}

/**
 * The main thread's side of the CSV worker. Each call supersedes the previous one of its kind: an answer to a
 * request that is no longer the latest is dropped, so a quick change of mapping never shows stale rows.
 */
export class CsvWorkerClient {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor() {
    this.worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
    this.worker.addEventListener('message', (event: MessageEvent<CsvWorkerResponse>) =>
      this.receive(event.data),
    );
    this.worker.addEventListener('error', (event) => {
      for (const pending of this.pending.values())
        pending.reject(new Error(event.message || 'CSV worker failed'));
      this.pending.clear();
    });
  }

  async read(file: ArrayBuffer | null, options: ReadOptions): Promise<ReadSummary | ReadFailure> {
    const transfer = file ? [file] : [];
    const { response } = await this.call({ type: 'read', id: this.nextId++, bytes: file, options }, transfer);
    if (response.type !== 'read') throw new Error('CSV worker answered out of turn');
    return response.result;
  }

  async prepare(settings: PrepareSettings, locale: Locale): Promise<ImportRowData[]> {
    const { rows } = await this.call({ type: 'prepare', id: this.nextId++, settings, locale }, []);
    return rows;
  }

  terminate(): void {
    this.worker.terminate();
    for (const pending of this.pending.values()) pending.reject(new Error('CSV worker stopped'));
    this.pending.clear();
  }

  private call(request: CsvWorkerRequest, transfer: Transferable[]): Promise<Answer> {
    // Only the latest request matters: earlier ones are settled as superseded.
    for (const [id, pending] of this.pending) {
      pending.reject(new SupersededError());
      this.pending.delete(id);
    }
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject, rows: [] });
      this.worker.postMessage(request, transfer);
    });
  }

  private receive(response: CsvWorkerResponse): void {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    if (response.type === 'failed') {
      this.pending.delete(response.id);
      pending.reject(new Error(response.message));
      return;
    }
    if (response.type === 'rows') {
      for (const row of response.rows) pending.rows.push(row);
      if (!response.done) return;
    }
    this.pending.delete(response.id);
    pending.resolve({ response, rows: pending.rows });
  }
}

/** A request replaced by a newer one before it was answered. */
export class SupersededError extends Error {
  constructor() {
    super('Superseded by a newer request');
    this.name = 'SupersededError';
  }
}
