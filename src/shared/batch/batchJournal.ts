import Dexie, { type Table } from 'dexie';
import type { BatchItem, BatchJob, BatchState, BatchStatus, BatchUpdate } from './batchTypes';
import { BATCH_DATABASE_PREFIX, registerBatchDatabase } from './forgetBatchJournals';

class BatchDatabase<Job extends BatchJob, Item extends BatchItem> extends Dexie {
  jobs!: Table<Job, string>;
  items!: Table<Item, [string, number]>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      jobs: 'id, status, createdAt',
      items: '[jobId+index], [jobId+state]',
    });
  }
}

/**
 * One database per kind of batch, CRM account and user: another user on the same browser never sees (or
 * resumes) these items, and sign-out deletes them all (forgetBatchJournals).
 */
export function batchDatabaseName(kind: string, apiBaseUrl: string, username: string): string {
  return `${BATCH_DATABASE_PREFIX}${kind}|${apiBaseUrl}|${username}`;
}

/** A batch's journal in IndexedDB: its jobs, and each item's state before and after its request. */
export class BatchJournal<Job extends BatchJob, Item extends BatchItem> {
  private readonly db: BatchDatabase<Job, Item>;

  constructor(name: string) {
    registerBatchDatabase(name);
    this.db = new BatchDatabase<Job, Item>(name);
  }

  /** Starts a job; `keep` earlier jobs stay (the newest first), the rest go with their items. */
  async create(job: Job, items: readonly Item[], keep = 0): Promise<void> {
    await this.db.transaction('rw', this.db.jobs, this.db.items, async () => {
      const older = await this.db.jobs.orderBy('createdAt').reverse().offset(keep).primaryKeys();
      await this.db.jobs.bulkDelete(older);
      for (const id of older) {
        await this.db.items.where('[jobId+index]').between([id, Dexie.minKey], [id, Dexie.maxKey]).delete();
      }
      await this.db.jobs.add(job);
      await this.db.items.bulkAdd([...items]);
    });
  }

  /** Adds items to a job that takes more as they come (the outbox); creates the job first if it is new. */
  async append(job: Job, items: readonly Item[]): Promise<void> {
    await this.db.transaction('rw', this.db.jobs, this.db.items, async () => {
      if (!(await this.db.jobs.get(job.id))) await this.db.jobs.add(job);
      else
        await this.db.jobs.update(job.id, (stored) => {
          stored.status = 'running';
        });
      await this.db.items.bulkAdd([...items]);
    });
  }

  /** The newest job still running (or paused), if a reload or a crash interrupted one. */
  async unfinished(): Promise<Job | null> {
    const running = await this.db.jobs.where('status').equals('running').sortBy('createdAt');
    return running.at(-1) ?? null;
  }

  /** The newest jobs first. */
  recent(limit: number): Promise<Job[]> {
    return this.db.jobs.orderBy('createdAt').reverse().limit(limit).toArray();
  }

  job(jobId: string): Promise<Job | undefined> {
    return this.db.jobs.get(jobId);
  }

  async updateJob(jobId: string, update: Partial<Omit<Job, 'id'>>): Promise<void> {
    await this.db.jobs.update(jobId, (job) => {
      Object.assign(job, update);
    });
  }

  items(jobId: string): Promise<Item[]> {
    return this.db.items
      .where('[jobId+index]')
      .between([jobId, Dexie.minKey], [jobId, Dexie.maxKey])
      .toArray();
  }

  itemsIn(jobId: string, state: BatchState): Promise<Item[]> {
    return this.db.items.where('[jobId+state]').equals([jobId, state]).toArray();
  }

  async updateItem(jobId: string, index: number, update: BatchUpdate<Item>): Promise<void> {
    await this.db.items.update([jobId, index], (item) => {
      Object.assign(item, update);
    });
  }

  async updateItems(jobId: string, indexes: readonly number[], update: BatchUpdate<Item>): Promise<void> {
    await this.db.transaction('rw', this.db.items, async () => {
      for (const index of indexes) await this.updateItem(jobId, index, update);
    });
  }

  async setStatus(jobId: string, status: BatchStatus): Promise<void> {
    await this.db.jobs.update(jobId, (job) => {
      job.status = status;
    });
  }

  async discard(): Promise<void> {
    await this.db.transaction('rw', this.db.jobs, this.db.items, async () => {
      await this.db.jobs.clear();
      await this.db.items.clear();
    });
  }

  close(): void {
    this.db.close();
  }
}
