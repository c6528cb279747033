import Dexie, { type Table } from 'dexie';
import { nextTurn } from '@/api/nextTurn';
import type { StoredNumbers } from './columns';
import { chunkIds, chunkIdsAsStored, isLeadChunk, keptRows, type LeadChunk, toLeadChunk } from './leadChunks';
import type { StoredLead } from './leadStore';
import type { IndexStorage } from './storage';
import type { SyncCheckpoint } from './syncPlanner';

/**
 * Bumped whenever what is stored changes shape: a database of another version is dropped and rebuilt.
 * 2: leads kept in chunks (one row per page written), not one row per lead.
 * 3: when the CRM last showed each lead (not the walk that saw it), as a typed array beside each chunk's leads, and
 *    a checkpoint per re-read tier.
 * 4: each chunk's leads as columns (leadChunks.ts), not objects: a reload reads them back several times faster.
 * 5: each chunk in the store's own form: distinct shared texts once, own texts packed as bytes (leadChunks.ts).
 *    Since 2026-11-29 each number field is kept in the width the store's column held it in (leadColumns.ts,
 *    ColumnRows): not a new version, as the chunks written before are read as they are, and a copy of a million
 *    leads is not read again from the CRM for it. A build before it leaves such chunks out (isLeadChunk).
 */
export const SCHEMA_VERSION = 5;

/**
 * Leads are stored a page at a time: IndexedDB's cost is per row, so 200 rows of 500 leads read back and write
 * several times faster than 100,000 rows of one (measured in Chromium: 1.3 s against 2.2 s to read 100,000 leads,
 * 0.6 s against 9 s to write them, under load).
 */
interface ChunkRow extends LeadChunk {
  /** Increasing: a later chunk holds the newer copy of a lead. */
  id: number;
}

function toChunk(id: number, rows: readonly StoredLead[]): ChunkRow {
  return { id, ...toLeadChunk(rows) };
}

interface MetaRow {
  key: 'schema' | 'checkpoint';
  value: unknown;
}

class IndexDatabase extends Dexie {
  chunks!: Table<ChunkRow, number>;
  meta!: Table<MetaRow, string>;

  constructor(name: string) {
    super(name);
    this.version(SCHEMA_VERSION).stores({ chunks: 'id', meta: 'key' });
  }
}

function isCheckpoint(value: unknown): value is SyncCheckpoint {
  return typeof value === 'object' && value !== null && 'walks' in value && 'readAt' in value;
}

class OldSchemaError extends Error {}

/**
 * Opens (or creates) the account's database. One written by another schema version, or one that cannot be read,
 * is deleted and made anew: the CRM holds the truth, the index is only a copy. Throws when storage is refused.
 */
export async function openDexieStorage(name: string): Promise<IndexStorage> {
  let database = new IndexDatabase(name);
  try {
    await database.open();
    const schema = await database.meta.get('schema');
    if (schema && schema.value !== SCHEMA_VERSION) throw new OldSchemaError();
    if (!schema) await database.meta.put({ key: 'schema', value: SCHEMA_VERSION });
  } catch (error) {
    database.close();
    if (!(error instanceof OldSchemaError) && !(error instanceof Error && isUnreadable(error))) throw error;
    await Dexie.delete(name);
    database = new IndexDatabase(name);
    await database.open();
    await database.meta.put({ key: 'schema', value: SCHEMA_VERSION });
  }
  return new ChunkedStorage(database);
}

/** A database written by a newer build (higher version) or a store layout Dexie cannot upgrade. */
function isUnreadable(error: Error): boolean {
  const inner = (error as { inner?: { name?: string } }).inner?.name;
  return ['VersionError', 'UpgradeError', 'DataError', 'NotFoundError'].some(
    (name) => error.name === name || inner === name,
  );
}

/** Chunks whose leads are mapped a turn at a time (about 10 ms of a worker's time in Chromium). */
const CHUNKS_A_TURN = 64;
/**
 * From this many chunks read back (about 200,000 leads), the map waits until the reload's first questions are
 * answered: at 1,000,000 leads, mapped at once at the first write (the look for new leads, a moment after the
 * reload), its turns held the first filter after a reload at 585–654 ms where it took 207–289 without them.
 */
const MAP_LATER_FROM_CHUNKS = 400;
const MAP_LATER_MS = 3000;

/**
 * Keeps which chunk holds each lead (ids only: the leads themselves live in the store's columns, not twice), so a
 * lead written again leaves its old chunk in the same transaction: the old chunk is read back, kept without it.
 */
class ChunkedStorage implements IndexStorage {
  readonly kind = 'indexeddb';
  private readonly chunkOf = new Map<number, number>();
  /**
   * The chunks read back whose leads are not in `chunkOf` yet, in order, with a copy of their ids: the map is made
   * before the first write, a turn at a time, not on a reload's way to its first answer (at 1,000,000 leads it took
   * 190–340 ms of it in Chromium).
   */
  private unmapped: Array<{ chunk: number; ids: Exclude<StoredNumbers, null> }> = [];
  private mapping: Promise<void> | null = null;
  /** When a large copy's map may start (MAP_LATER_FROM_CHUNKS). */
  private mapAfter: Promise<void> | null = null;
  private nextChunk = 1;

  constructor(private readonly database: IndexDatabase) {}

  /** The chunks in order (a later chunk holds the newer copy; the store keeps the last). */
  async loadLeads(): Promise<LeadChunk[]> {
    // A chunk of another form (never written by this version) is left out, not misread: the next walk reads it.
    const rows = (await this.database.chunks.toArray()).filter(isLeadChunk);
    rows.sort((a, b) => a.id - b.id);
    this.nextChunk = (rows.at(-1)?.id ?? 0) + 1;
    // Read again by each engine a following tab starts (reusedStorage.ts): what another tab wrote since counts.
    this.chunkOf.clear();
    this.unmapped = rows.map((row) => ({ chunk: row.id, ids: chunkIdsAsStored(row) }));
    this.mapAfter =
      rows.length < MAP_LATER_FROM_CHUNKS
        ? null
        : new Promise((resolve) => setTimeout(resolve, MAP_LATER_MS));
    return rows;
  }

  /**
   * Puts the chunks read back into `chunkOf`, a few at a time, behind the questions waiting meanwhile (a large
   * copy's once the reload's first questions are answered).
   */
  private mapChunks(): Promise<void> {
    this.mapping ??= (async () => {
      await this.mapAfter;
      while (this.unmapped.length > 0) {
        for (const { chunk, ids } of this.unmapped.splice(0, CHUNKS_A_TURN))
          for (const id of ids) this.chunkOf.set(id, chunk);
        if (this.unmapped.length > 0) await nextTurn({ behindQueued: true });
      }
    })().finally(() => {
      this.mapping = null;
    });
    return this.mapping;
  }

  async loadCheckpoint(): Promise<SyncCheckpoint | null> {
    const row = await this.database.meta.get('checkpoint');
    return isCheckpoint(row?.value) ? row.value : null;
  }

  write(rows: readonly StoredLead[], checkpoint: SyncCheckpoint | null): Promise<void> {
    return this.change(rows, [], checkpoint);
  }

  remove(ids: readonly number[], checkpoint: SyncCheckpoint | null): Promise<void> {
    return this.change([], ids, checkpoint);
  }

  async destroy(): Promise<void> {
    this.database.close();
    await Dexie.delete(this.database.name);
  }

  /** One transaction: the new chunk, the old chunks without the leads that moved or went, the checkpoint. */
  private async change(
    rows: readonly StoredLead[],
    removed: readonly number[],
    checkpoint: SyncCheckpoint | null,
  ): Promise<void> {
    if (rows.length > 0 || removed.length > 0) await this.mapChunks();
    const touched = new Set<number>();
    for (const id of [...rows.map((row) => row.id), ...removed]) {
      const chunk = this.chunkOf.get(id);
      if (chunk === undefined) continue;
      this.chunkOf.delete(id);
      touched.add(chunk);
    }
    let created: ChunkRow | null = null;
    if (rows.length > 0) {
      created = toChunk(this.nextChunk, rows);
      this.nextChunk += 1;
      for (const row of rows) this.chunkOf.set(row.id, created.id);
    }
    const { chunks, meta } = this.database;
    await this.database.transaction('rw', chunks, meta, async () => {
      const old = touched.size > 0 ? await chunks.bulkGet([...touched]) : [];
      const emptied: number[] = [];
      const rewritten: ChunkRow[] = [];
      for (const chunk of old) {
        if (!chunk) continue;
        // A lead stays in its chunk only while the chunk is still where it lives (a later copy moved it out).
        const ids = chunkIds(chunk);
        const kept = keptRows(chunk, (row) => this.chunkOf.get(ids[row] as number) === chunk.id);
        if (kept.count === 0) emptied.push(chunk.id);
        else if (kept.count < chunk.count) rewritten.push({ ...kept, id: chunk.id });
      }
      if (emptied.length > 0) await chunks.bulkDelete(emptied);
      if (rewritten.length > 0) await chunks.bulkPut(rewritten);
      if (created) await chunks.put(created);
      if (checkpoint) await meta.put({ key: 'checkpoint', value: checkpoint });
    });
  }
}
