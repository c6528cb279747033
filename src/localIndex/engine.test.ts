import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { BadResponseError, NetworkError, ServerError } from '@/api/errors';
import { contactKeys } from '@/shared/lib/leadContacts';
import { openDexieStorage, SCHEMA_VERSION } from './dexieStorage';
import { type EngineDeps, IndexEngine } from './engine';
import { toLeadRecord } from './leadRecord';
import { neighboursIn } from './neighbours';
import type { IndexStatus } from './status';
import { FakeCrm, makeLead } from './testing/fakeCrm';
import { matchesText, parseTextQuery } from './textMatch';

let databaseCount = 0;
const engines: IndexEngine[] = [];

afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.stop({ destroy: true })));
});

function setup(crm: FakeCrm, options: { name?: string; deps?: Partial<EngineDeps> } = {}) {
  databaseCount += 1;
  const name = options.name ?? `engine-test-${databaseCount}`;
  const statuses: IndexStatus[] = [];
  const waiters: Array<{ test: (status: IndexStatus) => boolean; resolve: (status: IndexStatus) => void }> =
    [];
  const engine = new IndexEngine({
    openStorage: () => openDexieStorage(name),
    fetchPage: (request) => crm.fetchPage(request),
    waitForRateLimit: async () => undefined,
    onStatus: (status) => {
      statuses.push(status);
      for (const waiter of [...waiters]) {
        if (waiter.test(status)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(status);
        }
      }
    },
    backoffBaseMs: 1,
    ...options.deps,
  });
  engines.push(engine);
  const until = (test: (status: IndexStatus) => boolean) =>
    new Promise<IndexStatus>((resolve) => {
      if (test(engine.getStatus())) resolve(engine.getStatus());
      else waiters.push({ test, resolve });
    });
  return { engine, name, statuses, until };
}

const upToDate = (status: IndexStatus) => status.phase === 'up-to-date';

function idsOf(engine: IndexEngine): number[] {
  return engine.all({}, { field: 'id', desc: false }).map((lead) => lead.id);
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('IndexEngine', () => {
  it('reads every lead by creation-time windows of at most 500, and answers filters over all of them', async () => {
    const crm = new FakeCrm(1234);
    const { engine, until, statuses } = setup(crm);
    await engine.start();
    await until(upToDate);
    expect(idsOf(engine)).toEqual(range(1234));
    const walk = crm.requests.filter((request) => request.createdTo !== undefined);
    expect(walk.every((request) => request.page === 1 && request.createdFrom !== undefined)).toBe(true);
    expect(walk.length).toBeLessThanOrEqual(5);
    expect(statuses.some((status) => status.phase === 'filling' && status.expected === 1234)).toBe(true);
    const stage = engine.query({
      filter: { stageIds: [2] },
      sort: { field: 'cost', desc: true },
      offset: 0,
      limit: 15,
    });
    const expected = [...crm.leads.values()].filter((lead) => lead.funnelStageId === 2);
    expect(stage.total).toBe(expected.length);
    expect(stage.rows).toHaveLength(15);
    expect(stage.coverage.complete).toBe(true);
  });

  it('gives a lead’s place and neighbours in a filter’s order as the whole ordered list does', async () => {
    const crm = new FakeCrm(700);
    const { engine, until } = setup(crm);
    await engine.start();
    await until(upToDate);
    const filter = { stageIds: [2, 3] };
    const sort = { field: 'cost', desc: true } as const;
    const ordered = engine.all(filter, sort);
    for (const at of [0, 1, Math.floor(ordered.length / 2), ordered.length - 1]) {
      const lead = ordered[at];
      if (!lead) throw new Error('no lead');
      expect(engine.neighbours(filter, sort, undefined, lead.id)).toEqual(
        neighboursIn(ordered, lead.id, (one) => one),
      );
    }
    const outside = engine.all({ stageIds: [1] }, null)[0];
    if (!outside) throw new Error('no lead in stage 1');
    expect(engine.neighbours(filter, sort, undefined, outside.id)).toEqual({
      position: null,
      total: ordered.length,
      previous: null,
      next: null,
    });
    expect(engine.neighbours(filter, sort, undefined, 999_999).position).toBeNull();
  });

  it('gives a page’s rows after a reload as the whole ordered list does, the first picked out before the rest', async () => {
    const crm = new FakeCrm(6000);
    const first = setup(crm);
    await first.engine.start();
    await first.until(upToDate);
    await first.engine.stop({ destroy: false });
    // The reload: the copy read back, no sort order kept but newest first.
    const { engine } = setup(crm, { name: first.name });
    await engine.start();
    const filter = { stageIds: [1, 2] };
    const sort = { field: 'cost', desc: true } as const;
    const ask = (page: number) =>
      engine.query({ filter, sort, offset: (page - 1) * 50, limit: 50 }).rows.map((lead) => lead.id);
    const pages = [ask(1), ask(2), ask(1)];
    const ordered = engine.all(filter, sort).map((lead) => lead.id);
    // Enough matches to be picked out rather than sorted whole (over 2,048), at most half the account.
    expect(ordered.length).toBeGreaterThan(2048);
    expect(ordered.length).toBeLessThanOrEqual(3000);
    expect(engine.query({ filter, sort, offset: 0, limit: 50 }).total).toBe(ordered.length);
    expect(pages).toEqual([ordered.slice(0, 50), ordered.slice(50, 100), ordered.slice(0, 50)]);
  });

  it('resumes after a 500, a malformed body and a dropped connection, with every lead exactly once', async () => {
    const crm = new FakeCrm(1600);
    crm.failures = [];
    const { engine, until, statuses } = setup(crm);
    let served = 0;
    const fetchPage = crm.fetchPage;
    crm.fetchPage = async (request) => {
      served += 1;
      if (served === 2) throw new ServerError('Server Error', 500);
      if (served === 4) throw new BadResponseError('/lead', 'the body is not JSON', 200);
      if (served === 6) throw new NetworkError();
      return fetchPage(request);
    };
    await engine.start();
    await until(upToDate);
    expect(idsOf(engine)).toEqual(range(1600));
    expect(statuses.filter((status) => status.phase === 'error').map((status) => status.error?.kind)).toEqual(
      expect.arrayContaining(['server', 'bad-response', 'network']),
    );
  });

  it('resumes after a reload from the page where it stopped', async () => {
    const crm = new FakeCrm(2100);
    const first = setup(crm);
    await first.engine.start();
    await first.until((status) => status.indexed >= 1000);
    await first.engine.stop({ destroy: false });
    const pagesBefore = crm.requests.length;
    const second = setup(crm, { name: first.name });
    await second.engine.start();
    // The reloaded index answers from what was kept before any request.
    expect(second.engine.getStatus().indexed).toBeGreaterThanOrEqual(1000);
    await second.until(upToDate);
    // It goes on below the oldest lead it kept, not from the top.
    const windows = crm.requests.slice(pagesBefore).filter((request) => request.createdTo !== undefined);
    const keptOldest = Math.min(...crm.requests.slice(0, pagesBefore).map((r) => r.createdTo ?? Infinity));
    expect(windows[0]?.createdTo).toBeLessThanOrEqual(keptOldest);
    expect(idsOf(second.engine)).toEqual(range(2100));
  });

  it('re-walks without a half-updated state: edits land, deletions leave at the end, counts hold meanwhile', async () => {
    const crm = new FakeCrm(1500);
    const { engine, until, statuses, name } = setup(crm, {
      deps: { timings: { tiers: [{ maxAgeMs: null, everyMs: 0 }] } },
    });
    await engine.start();
    await until(upToDate);
    engine.pause();
    crm.leads.delete(5);
    crm.leads.set(6, makeLead(6, { name: 'Переименованный Лид' }));
    const seen = statuses.length;
    engine.resume();
    await until((status) => status.indexed === 1499 && status.phase === 'up-to-date');
    const during = statuses.slice(seen).filter((status) => status.rewalking);
    expect(during.length).toBeGreaterThan(0);
    for (const status of during) expect(status.indexed).toBe(1500);
    expect(engine.getLead(5)).toBeNull();
    expect(engine.quickFind('переименованный', 5).leads.map((lead) => lead.id)).toEqual([6]);
    // What was kept says the same after a reload: each lead once, the edit in, the deleted lead out.
    await engine.stop({ destroy: false });
    const reloaded = setup(crm, { name });
    await reloaded.engine.start({ paused: true });
    expect(idsOf(reloaded.engine)).toEqual(range(1500).filter((id) => id !== 5));
    expect(reloaded.engine.getLead(6)?.name).toBe('Переименованный Лид');
  });

  it('past its ceiling keeps the newest leads, says from when, and reads no further than it keeps', async () => {
    const crm = new FakeCrm(3000);
    const { engine, until, name } = setup(crm, { deps: { maxLeads: 1000 } });
    await engine.start();
    const status = await until(upToDate);
    expect(status.indexed).toBe(1000);
    expect(idsOf(engine)).toEqual(range(3000).slice(2000));
    expect(status.coveredSince).toBe(makeLead(2000).dtCreate + 1);
    expect(engine.query({ filter: {}, sort: null, offset: 0, limit: 1 }).coverage.coveredSince).toBe(
      status.coveredSince,
    );
    // Three windows of 500 reach the ceiling; the four below it are never asked for.
    expect(crm.requests.filter((request) => request.createdTo !== undefined).length).toBeLessThanOrEqual(4);
    crm.leads.set(3001, makeLead(3001));
    engine.syncNow();
    await until((next) => next.coveredSince === makeLead(2001).dtCreate + 1);
    expect(idsOf(engine)).toEqual(range(3001).slice(2001));
    // The database holds what memory does.
    await engine.stop({ destroy: false });
    const reloaded = setup(crm, { name, deps: { maxLeads: 1000 } });
    await reloaded.engine.start({ paused: true });
    expect(idsOf(reloaded.engine)).toEqual(range(3001).slice(2001));
    expect(reloaded.engine.getStatus().coveredSince).toBe(makeLead(2001).dtCreate + 1);
  });

  it('fetches new leads from the newest held when asked, and takes the app’s own writes at once', async () => {
    const crm = new FakeCrm(700);
    const { engine, until } = setup(crm);
    await engine.start();
    await until(upToDate);
    crm.leads.set(701, makeLead(701));
    engine.syncNow();
    await until((status) => status.indexed === 701);
    const newLeadsRequest = crm.requests.at(-1);
    expect(newLeadsRequest?.createdFrom).toBe(makeLead(700).dtCreate);
    await engine.putLeads([makeLead(3, { name: 'Новое Имя' })]);
    expect(engine.quickFind('новое имя', 5).leads.map((lead) => lead.id)).toEqual([3]);
  });

  it('finds as you type the same leads as a search from scratch would, keystroke by keystroke', async () => {
    const crm = new FakeCrm(900);
    crm.leads.set(901, makeLead(901, { name: 'Иван Петров', phone: '84951912345' }));
    const { engine, until } = setup(crm);
    await engine.start();
    await until(upToDate);
    const fresh = (text: string) => {
      const query = parseTextQuery(text);
      const all = engine.all({}, null);
      return query ? all.filter((lead) => matchesText(toLeadRecord(lead), query)).map((lead) => lead.id) : [];
    };
    for (const typed of ['8 916 000 01', 'Иван 91', 'lead12@', '49 5']) {
      for (let length = 1; length <= typed.length; length += 1) {
        const text = typed.slice(0, length);
        const found = engine.quickFind(text, 10_000).leads.map((lead) => lead.id);
        expect(found, text).toEqual(fresh(text));
      }
    }
  });

  it('runs in memory with a notice when storage is refused', async () => {
    const crm = new FakeCrm(50);
    const refused = new Error('refused');
    refused.name = 'SecurityError';
    const { engine, until } = setup(crm, {
      deps: {
        openStorage: async () => {
          throw refused;
        },
      },
    });
    await engine.start();
    const status = await until(upToDate);
    expect(status).toMatchObject({ storage: 'memory', storageProblem: 'refused', indexed: 50 });
  });

  it('at a quota error keeps the newest leads that fit, says from when, and goes on (in memory if refused again)', async () => {
    for (const refusals of [1, Number.POSITIVE_INFINITY]) {
      const crm = new FakeCrm(1200);
      const full = new Error('full');
      full.name = 'QuotaExceededError';
      let writes = 0;
      const { engine, until } = setup(crm, {
        deps: {
          openStorage: async () => {
            const storage = await openDexieStorage(`quota-test-${databaseCount}-${refusals}`);
            return {
              kind: storage.kind,
              loadLeads: () => storage.loadLeads(),
              loadCheckpoint: () => storage.loadCheckpoint(),
              remove: (ids, checkpoint) => storage.remove(ids, checkpoint),
              write: async (rows, checkpoint) => {
                writes += 1;
                if (writes >= 2 && writes < 2 + refusals) throw full;
                await storage.write(rows, checkpoint);
              },
              destroy: () => storage.destroy(),
            };
          },
        },
      });
      await engine.start();
      const status = await until(upToDate);
      expect(status.storage, String(refusals)).toBe(refusals === 1 ? 'indexeddb' : 'memory');
      expect(status.storageProblem).toBe(refusals === 1 ? null : 'full');
      expect(status.coveredSince).not.toBeNull();
      // The newest leads, every one of them from the creation time it names.
      const held = idsOf(engine);
      expect(held.length).toBeLessThan(1200);
      expect(held).toEqual(range(1200).slice(1200 - held.length));
      expect(makeLead(held[0] ?? 0).dtCreate).toBeGreaterThanOrEqual(status.coveredSince ?? 0);
      expect(engine.quickFind('lead 1199', 5).leads.map((lead) => lead.id)).toEqual([1199]);
    }
  });

  it('clears the local copy, database and all, and stops until resumed', async () => {
    const crm = new FakeCrm(40);
    const { engine, until, name } = setup(crm);
    await engine.start();
    await until(upToDate);
    await engine.clear();
    expect(engine.getStatus()).toMatchObject({ phase: 'cleared', indexed: 0 });
    expect(await Dexie.getDatabaseNames()).not.toContain(name);
    engine.resume();
    await until((status) => status.phase === 'up-to-date' && status.indexed === 40);
  });
});

describe('openDexieStorage', () => {
  it('drops a database of another schema version and starts afresh', async () => {
    const name = 'old-schema-test';
    const old = new Dexie(name);
    old.version(1).stores({ leads: 'id', meta: 'key' });
    await old.table('meta').put({ key: 'schema', value: SCHEMA_VERSION - 1 });
    await old.table('leads').put({ id: 1, lead: { id: 1 }, walk: null });
    old.close();
    const storage = await openDexieStorage(name);
    expect(await storage.loadLeads()).toEqual([]);
    await storage.destroy();
  });

  it('drops a database a newer build wrote (a higher version) instead of failing', async () => {
    const name = 'newer-version-test';
    const newer = new Dexie(name);
    newer.version(5).stores({ leads: 'id', meta: 'key', extra: 'id' });
    await newer.open();
    newer.close();
    const storage = await openDexieStorage(name);
    expect(await storage.loadLeads()).toEqual([]);
    await storage.destroy();
  });

  it('finds the leads that share a contact with an import, over every lead and its own writes', async () => {
    const crm = new FakeCrm(1200);
    const { engine, until } = setup(crm);
    await engine.start();
    await until(upToDate);
    const keys = contactKeys({ phone: '8 916 000-00-05' });
    keys.push(...contactKeys({ email: 'LEAD1100@example.test' }), 'phone:+70000000000');
    const found = engine.leadsWithContacts(keys);
    expect(Object.fromEntries(found.matches)).toEqual({
      'phone:+79160000005': 5,
      'email:lead1100@example.test': 1100,
    });
    expect(found.coverage.complete).toBe(true);
    // A lead saved since then (the newest of two with that phone) is found at once.
    await engine.putLeads([makeLead(5000, { phone: '79160000005', dtCreate: 1_800_000_000 })]);
    expect(engine.leadsWithContacts(keys).matches).toContainEqual(['phone:+79160000005', 5000]);
  });

  it('gives the Duplicates page its groups as sizes, and their cards a window at a time, in the same order', async () => {
    const crm = new FakeCrm(600);
    // Lead n and n + 300 share a phone; lead 8 takes lead 7's, so 7, 307 and 8 are one group and 308 none.
    for (let id = 301; id <= 600; id += 1)
      crm.leads.set(id, makeLead(id, { phone: crm.leads.get(id - 300)?.phone ?? null }));
    crm.leads.set(8, makeLead(8, { phone: crm.leads.get(7)?.phone ?? null, userIdOwner: 99 }));
    const { engine, until } = setup(crm);
    await engine.start();
    await until(upToDate);
    const answer = engine.duplicateGroups({});
    expect(answer.sizes.length).toBe(299);
    expect(answer.sizes[0]).toBe(3);
    expect(answer.leadCount).toBe(599);
    const cards = [
      ...engine.duplicateGroupWindow({}, 0, 100),
      ...engine.duplicateGroupWindow({}, 100, 200),
      ...engine.duplicateGroupWindow({}, 200, 299),
    ];
    expect(cards.map((group) => group.length)).toEqual(Array.from(answer.sizes));
    expect(new Set(cards.flat().map((card) => card.id)).size).toBe(599);
    // Past the end, nothing; a filter's windows follow its own groups.
    expect(engine.duplicateGroupWindow({}, 299, 399)).toEqual([]);
    expect(Array.from(engine.duplicateGroups({ ownerIds: [99] }).sizes)).toEqual([3]);
    const owned = engine.duplicateGroupWindow({ ownerIds: [99] }, 0, 100);
    expect(owned.map((group) => group.map((card) => card.id).sort((a, b) => a - b))).toEqual([[7, 8, 307]]);
  });
});
