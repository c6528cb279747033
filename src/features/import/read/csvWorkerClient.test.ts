import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createCsvWorkerApi, ROWS_PER_CHUNK } from './csvWorkerApi';
import { CsvWorkerClient, SupersededError } from './csvWorkerClient';
import type { PrepareSettings } from './prepareRows';

const clients: CsvWorkerClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.terminate();
});

/** The client and the worker's API over a MessageChannel, as Comlink serves them across the worker boundary. */
function connect(): CsvWorkerClient {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(createCsvWorkerApi(), port1);
  const client = new CsvWorkerClient({
    port: port2,
    terminate: () => {
      port1.close();
      port2.close();
    },
  });
  clients.push(client);
  return client;
}

function csv(rowCount: number): ArrayBuffer {
  const lines = ['Name;Phone'];
  for (let n = 0; n < rowCount; n += 1) lines.push(`Lead ${n};+7 916 ${String(n).padStart(7, '0')}`);
  return new TextEncoder().encode(lines.join('\r\n')).buffer as ArrayBuffer;
}

const settings: PrepareSettings = {
  mapping: ['name', 'phone'],
  catalogs: { sourceId: [], funnelStageId: [], locationCityId: [], locationUnitId: [], userIdOwner: [] },
  defaults: { sourceId: '', funnelStageId: '', userIdOwner: '' },
};

describe('CsvWorkerClient', () => {
  it('reads a file, then hands over every row in chunks with progress, checked in the user’s language', async () => {
    const client = connect();
    const summary = await client.read(csv(450), {});
    expect(summary).toMatchObject({ ok: true, separator: ';', header: ['Name', 'Phone'], rowCount: 450 });
    const progress: number[] = [];
    const rows = await client.prepare(settings, 'ru', (done) => progress.push(done));
    expect(rows).toHaveLength(450);
    expect(rows[449]).toMatchObject({ index: 449, cells: ['Lead 449', '+7 916 0000449'] });
    expect(rows[0]?.contactKeys).toEqual(['phone:+79160000000']);
    expect(progress).toEqual([ROWS_PER_CHUNK, 2 * ROWS_PER_CHUNK, 450]);
    // No source and no default: the form's own rule, in Russian.
    expect(rows[0]?.problems[0]?.message).toMatch(/[а-я]/);
  });

  it('rejects a prepare superseded by a newer one, and one cancelled, and answers the latest', async () => {
    const client = connect();
    await client.read(csv(1000), {});
    const first = client.prepare(settings, 'en');
    const second = client.prepare(settings, 'en');
    await expect(first).rejects.toBeInstanceOf(SupersededError);
    expect(await second).toHaveLength(1000);

    let delivered = 0;
    const cancelled = client.prepare(settings, 'en', (done) => {
      delivered = done;
      if (done === ROWS_PER_CHUNK) client.cancel();
    });
    await expect(cancelled).rejects.toBeInstanceOf(SupersededError);
    expect(delivered).toBe(ROWS_PER_CHUNK);
  });

  it('reads the same file again with another separator without sending it twice', async () => {
    const client = connect();
    await client.read(csv(3), {});
    const again = await client.read(null, { separator: ',' });
    expect(again).toMatchObject({ ok: true, separator: ',', header: ['Name;Phone'] });
  });
});
