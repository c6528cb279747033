// First: Dexie takes the IndexedDB it finds when it loads.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetBatchJournals } from '../../../shared/batch/forgetBatchJournals';
import { ImportJournal, importDatabaseName } from './importJournal';
import type { ImportRecord, JournalRow } from './journalTypes';

const record: ImportRecord = {
  id: 'import-1',
  fileName: 'leads.csv',
  createdAt: 1,
  encoding: 'utf-8',
  bom: false,
  separator: ',',
  header: ['phone'],
  status: 'running',
  total: 2,
};

const row = (index: number): JournalRow => ({
  jobId: record.id,
  index,
  cells: [`+7916000000${index}`],
  shown: { name: '', phone: `+7916000000${index}`, email: '' },
  payload: { phone: `+7916000000${index}`, sourceId: 1 },
  contactKeys: [`phone:+7916000000${index}`],
  state: 'pending',
  leadId: null,
  fieldErrors: null,
  reason: null,
  sentAt: null,
});

const factory = globalThis.indexedDB;

beforeEach(async () => {
  await forgetBatchJournals(factory);
});

describe('ImportJournal', () => {
  it('keeps an interrupted import and its rows’ states for the next page load', async () => {
    const journal = new ImportJournal(importDatabaseName('/api', 'anna@example.com'));
    await journal.create(record, [row(0), row(1)]);
    await journal.updateItem(record.id, 0, { state: 'sending', sentAt: 5 });
    journal.close();

    const reopened = new ImportJournal(importDatabaseName('/api', 'anna@example.com'));
    expect(await reopened.unfinished()).toMatchObject({ id: record.id, fileName: 'leads.csv' });
    expect((await reopened.items(record.id)).map((r) => [r.index, r.state, r.sentAt])).toEqual([
      [0, 'sending', 5],
      [1, 'pending', null],
    ]);
    await reopened.setStatus(record.id, 'finished');
    expect(await reopened.unfinished()).toBeNull();
    reopened.close();
  });

  it('keeps each user’s journal apart', async () => {
    const anna = new ImportJournal(importDatabaseName('/api', 'anna@example.com'));
    await anna.create(record, [row(0)]);
    const boris = new ImportJournal(importDatabaseName('/api', 'boris@example.com'));
    expect(await boris.unfinished()).toBeNull();
    anna.close();
    boris.close();
  });

  it('is deleted at sign-out, with every other import journal and nothing else', async () => {
    const journal = new ImportJournal(importDatabaseName('/api', 'anna@example.com'));
    await journal.create(record, [row(0)]);
    const other = factory.open('crm-something-else');
    await new Promise((resolve) => {
      other.onsuccess = resolve;
    });
    other.result.close();

    await forgetBatchJournals(factory);

    const names = (await factory.databases()).map((database) => database.name);
    expect(names).toEqual(['crm-something-else']);
    const reopened = new ImportJournal(importDatabaseName('/api', 'anna@example.com'));
    expect(await reopened.unfinished()).toBeNull();
    reopened.close();
  });
});
