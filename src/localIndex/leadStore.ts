import type { Lead } from '@/api/schemas/lead';
import type { NumberColumn, SharedTextColumn } from './columns';
import { chunkIds, chunkUpdatedAt, type LeadChunk } from './leadChunks';
import { LeadColumns, type NumberField, type SharedField } from './leadColumns';
import { ColumnRecord, type LeadRecord } from './leadRecord';
import { SlotLead } from './slotLead';
import { newestFirst } from './slotOrder';
import { SlotTable } from './slotTable';

/**
 * A lead as kept, with when the CRM last showed it (epoch ms): a finished re-read removes the leads of its range the
 * CRM has not shown since the re-read began.
 */
export interface StoredLead {
  id: number;
  lead: Lead;
  seenAt: number;
}

/** Whether `incoming` is an older version than the one held (both stamped by the CRM; unstamped is never older). */
function isOlder(incoming: Lead, held: number | null): boolean {
  return incoming.dtUpdate !== null && held !== null && incoming.dtUpdate < held;
}

/**
 * The leads in memory, with their search keys. Every change bumps `version`, which keys the cached orderings
 * and query results: a stale result is never served after a change.
 *
 * Each version of a lead gets a slot: a number that only grows. The indexes (./indexes) are append-only lists of
 * slots, so a change costs them an append, not a rebuild; a slot left behind by an edit or a deletion is dead
 * (`recordAt` says null) until `compact` renumbers the living, which bumps `epoch` and makes the indexes rebuild.
 */
export class LeadStore {
  /** Each lead's slot (a hash of slots alone: the id is read from the slot's column). */
  private readonly byId = new SlotTable((slot) => this.columns.id(slot));
  /** When the CRM last showed the lead in each slot (epoch ms): a column, not an object per lead. */
  private seen = new Float64Array(1024);
  /** 1 for a slot whose lead is held, 0 for one left behind by an edit or a deletion. */
  private live = new Uint8Array(1024);
  private slots = 0;
  private columns = new LeadColumns();
  private dead = 0;
  /** The merge of a reload's repeated texts under way (mergeRepeatedTexts). */
  private merging: Generator<void, void> | null = null;
  /** Living slots newest first, until the next change (4 bytes a lead). */
  private newestFirst: Int32Array | null = null;
  version = 0;
  /** Bumped when slots are renumbered: every index built over the old numbers starts again. */
  epoch = 0;

  constructor(private readonly options: { compactAtDead?: (live: number) => number } = {}) {}

  get size(): number {
    return this.byId.size;
  }

  /** Slots handed out so far in this epoch (living and dead). */
  get slotCount(): number {
    return this.slots;
  }

  /** The lead in a slot, read where it lies (a view made for the moment), or null when the slot is dead. */
  recordAt(slot: number): ColumnRecord | null {
    return this.live[slot] === 1 ? new ColumnRecord(this.columns, slot) : null;
  }

  /**
   * The record of a slot, living or dead: a dead slot keeps its fields until the next compaction, so a kept sort
   * order can still compare against it where it stands.
   */
  recordKeptAt(slot: number): ColumnRecord {
    return new ColumnRecord(this.columns, slot);
  }

  /**
   * A number field's column, to read that field of many slots (the sort orders): no record made for each. Valid
   * until the store next changes.
   */
  numberColumn(field: NumberField): Pick<NumberColumn, 'get' | 'readInto'> {
    return this.columns.numberColumns[field];
  }

  /** A shared text field's column by the texts' numbers (the sort orders number many slots so). As numberColumn. */
  textColumn(field: SharedField): Pick<SharedTextColumn, 'numbered'> {
    return this.columns.textColumns[field];
  }

  isLive(slot: number): boolean {
    return this.live[slot] === 1;
  }

  /** 1 for each living slot, 0 for the rest, to read many slots at once (the indexes): not to be written to. */
  get liveFlags(): Uint8Array {
    return this.live;
  }

  /** Puts in leads the CRM has just shown (a page, or the answer to the app's own write). */
  upsert(leads: readonly Lead[], seenAt: number): StoredLead[] {
    const rows: StoredLead[] = [];
    let changed = false;
    for (const lead of leads) {
      const existing = this.byId.get(lead.id);
      if (existing !== undefined && isOlder(lead, this.columns.dtUpdate(existing))) {
        // A page asked before the app's own write answered after it: the copy keeps the newer version.
        this.seen[existing] = seenAt;
        rows.push({ id: lead.id, lead: this.columns.read(existing), seenAt });
        continue;
      }
      // The same lead read again (the newest one at every look for new leads, every lead at a re-read) changes
      // no answer: the version stays, and so do the cached orderings and results.
      if (existing !== undefined && this.columns.same(existing, lead)) {
        this.seen[existing] = seenAt;
      } else {
        if (existing !== undefined) this.kill(existing);
        this.byId.set(lead.id, this.place(lead, seenAt));
        changed = true;
      }
      rows.push({ id: lead.id, lead, seenAt });
    }
    if (changed) this.changed();
    return rows;
  }

  /**
   * Puts in the database's chunks, oldest first (a later chunk holds the newer copy), column to column. A lead held
   * already in a newer version stays: the app's own save can land while the database is still being read (a page
   * opened and saved at once), and the database's older row must not put the old lead back.
   */
  loadChunks(chunks: readonly LeadChunk[]): void {
    // Room for the whole account at once: growing every column a quarter at a time, the id table by doubling and
    // the packed texts as they came took a fifth of a reload's building (Node, 1,000,000 leads).
    let rows = 0;
    let ownBytes = 0;
    let texts = 0;
    for (const chunk of chunks) {
      rows += chunk.count;
      ownBytes += chunk.own.bytes.length;
      texts += chunk.words.length;
    }
    this.reserveSlots(this.slots + rows);
    this.columns.reserve(this.slots + rows, ownBytes, texts);
    this.byId.reserve(this.byId.size + rows);
    for (const chunk of chunks) {
      const ids = chunkIds(chunk);
      const slotOf = new Int32Array(chunk.count);
      for (let row = 0; row < chunk.count; row += 1) slotOf[row] = this.nextSlot(chunk.seenAt[row] as number);
      this.columns.writeRows(chunk, slotOf);
      // The table reads each id from its slot's column: the slots hold their ids only now. A lead met before (an
      // earlier chunk's older copy, or the app's own save) is found as its id is put in, in the same probe.
      let updatedAt: Float64Array | null = null;
      for (let row = 0; row < chunk.count; row += 1) {
        const id = ids[row] as number;
        const slot = slotOf[row] as number;
        const existing = this.byId.set(id, slot);
        if (existing < 0) continue;
        updatedAt ??= chunkUpdatedAt(chunk);
        const held = this.columns.dtUpdate(existing);
        const stored = updatedAt[row] as number;
        if (held !== null && !Number.isNaN(stored) && stored < held) {
          this.byId.set(id, existing);
          this.kill(slot);
        } else this.kill(existing);
      }
    }
    this.changed();
  }

  /** Ids of leads created in [lower, upper] (unix s) the CRM has not shown since `since`: it no longer lists them. */
  unseenSince(since: number, lower: number, upper: number): number[] {
    const ids: number[] = [];
    for (let slot = 0; slot < this.slots; slot += 1) {
      if (this.live[slot] !== 1) continue;
      const created = this.columns.dtCreate(slot);
      if ((this.seen[slot] ?? 0) < since && created >= lower && created <= upper)
        ids.push(this.columns.id(slot));
    }
    return ids;
  }

  /** Creation times of the leads held in [lower, upper] (unix s), newest first: what a walk cuts windows by. */
  creationTimesIn(lower: number, upper: number): Float64Array {
    const times: number[] = [];
    for (let slot = 0; slot < this.slots; slot += 1) {
      if (this.live[slot] !== 1) continue;
      const created = this.columns.dtCreate(slot);
      if (created >= lower && created <= upper) times.push(created);
    }
    return Float64Array.from(times).sort().reverse();
  }

  remove(ids: readonly number[]): void {
    let removed = 0;
    for (const id of ids) {
      const slot = this.byId.get(id);
      if (slot === undefined) continue;
      this.kill(slot);
      this.byId.delete(id);
      removed += 1;
    }
    if (removed > 0) this.changed();
  }

  clear(): void {
    this.byId.clear();
    this.columns = new LeadColumns();
    this.merging = null;
    this.slots = 0;
    this.seen = new Float64Array(1024);
    this.live = new Uint8Array(1024);
    this.dead = 0;
    this.epoch += 1;
    this.changed();
  }

  /** A new object of the lead in a living slot. */
  leadAt(slot: number): Lead {
    return this.columns.read(slot);
  }

  /** The fields the figures read of the lead in a living slot, read where they lie (no lead object). */
  slotLeadAt(slot: number): SlotLead {
    return new SlotLead(this.columns, slot);
  }

  /** The leads of these living slots in turn, through one view (SlotLead.passing). */
  passingLeads(slots: Int32Array): Iterable<SlotLead> {
    return SlotLead.passing(this.columns, slots);
  }

  /** The living slot of a lead held. */
  slotOf(id: number): number | undefined {
    return this.byId.get(id);
  }

  /** A new object of the lead held (the store keeps none). */
  get(id: number): Lead | undefined {
    const slot = this.byId.get(id);
    return slot === undefined ? undefined : this.columns.read(slot);
  }

  /** The `count` oldest leads held (creation time, then id): the first to leave a copy past its ceiling. */
  oldest(count: number): Lead[] {
    const slots = this.newestFirstSlots();
    return Array.from(slots.subarray(Math.max(0, slots.length - count)), (slot) => this.columns.read(slot));
  }

  /** The newest creation time held: where the next look for new leads starts. */
  newestCreated(): number | null {
    let newest: number | null = null;
    for (let slot = 0; slot < this.slots; slot += 1) {
      if (this.live[slot] !== 1) continue;
      const created = this.columns.dtCreate(slot);
      if (newest === null || created > newest) newest = created;
    }
    return newest;
  }

  /** Records newest first (the order of the CRM's own list): views made for the caller, not kept. */
  records(): LeadRecord[] {
    return Array.from(this.newestFirstSlots(), (slot) => new ColumnRecord(this.columns, slot));
  }

  /** The living slots newest first, as `records` gives them: kept until the next change, not to be written to. */
  slotsNewestFirst(): Int32Array {
    return this.newestFirstSlots();
  }

  /** The phone of the lead in a slot, read without a record (the contact keys of every lead, ./contacts.ts). */
  phoneAt(slot: number): string | null {
    return this.columns.ownText(slot, 'phone');
  }

  /** The phone's UTF-16 code units into `into` and their count, -1 for none; past `into`'s room, only the count. */
  phoneCodesAt(slot: number, into: Uint16Array): number {
    return this.columns.phoneCodes(slot, into);
  }

  emailCodesAt(slot: number, into: Uint16Array): number {
    return this.columns.emailCodes(slot, into);
  }

  idAt(slot: number): number {
    return this.columns.id(slot);
  }

  emailAt(slot: number): string | null {
    return this.columns.value(slot, 'email');
  }

  /** Distinct shared texts held: values no lead holds any more leave at the next compaction. */
  get sharedTexts(): number {
    return this.columns.sharedTexts;
  }

  /**
   * Merges the texts a reload read back with their repeats (LeadColumns.mergingRepeats), for `ms` at most; true
   * once none is left. Only memory waits on it: every text reads right meanwhile.
   */
  mergeRepeatedTexts(ms: number): boolean {
    const until = performance.now() + ms;
    while (this.columns.repeatsUnmerged) {
      this.merging ??= this.columns.mergingRepeats();
      if (this.merging.next().done) this.merging = null;
      if (performance.now() >= until) return !this.columns.repeatsUnmerged;
    }
    this.merging = null;
    return true;
  }

  /**
   * Gives back the columns' spare room (they grow by a quarter at a time): down to the slots held and a small
   * margin. Called once the account is in, with the indexes' own trim (LeadIndexes.warm).
   */
  fit(): void {
    const capacity = this.slots + (this.slots >> 6) + 1024;
    if (capacity < this.seen.length) {
      this.seen = this.seen.slice(0, capacity);
      this.live = this.live.slice(0, capacity);
    }
    this.columns.fit(capacity);
  }

  /** Bytes of the columns and the id table, for the memory figures in docs/local-index.md. */
  get bytes(): number {
    return this.columns.bytes + this.seen.byteLength + this.live.byteLength + this.byId.bytes;
  }

  private newestFirstSlots(): Int32Array {
    if (!this.newestFirst) {
      const slots = new Int32Array(this.byId.size);
      let n = 0;
      // The fields in locals: a loop the worker has not optimised yet reads them again at every slot.
      const { live, slots: end } = this;
      for (let slot = 0; slot < end; slot += 1) if (live[slot] === 1) slots[n++] = slot;
      // Both fields read whole, in one call each (8 bytes a slot, let go at once): read a slot at a time through the
      // columns, a reload's first pass over a million slots took 150–220 ms in Chromium's worker, not optimised yet.
      const ids = new Float64Array(this.slots);
      const created = new Float64Array(this.slots);
      this.columns.numberColumns.id.readInto(0, this.slots, ids);
      this.columns.numberColumns.dtCreate.readInto(0, this.slots, created);
      // A reload of a walk mostly lies newest first already: what does is kept as it lies, the rest merged in.
      this.newestFirst = newestFirst(slots.subarray(0, n), ids, created);
    }
    return this.newestFirst;
  }

  private place(lead: Lead, seenAt: number): number {
    const slot = this.nextSlot(seenAt);
    this.columns.write(slot, lead);
    return slot;
  }

  /** A new living slot (its columns for the caller to fill). */
  private nextSlot(seenAt: number): number {
    const slot = this.slots;
    this.slots += 1;
    if (slot >= this.seen.length) this.reserveSlots(slot + (slot >> 2) + 1024);
    this.seen[slot] = seenAt;
    this.live[slot] = 1;
    return slot;
  }

  /** Room for `size` slots in the store's own columns (when the CRM last showed each, whether it is living). */
  private reserveSlots(size: number): void {
    if (size <= this.seen.length) return;
    const seen = new Float64Array(size);
    seen.set(this.seen);
    this.seen = seen;
    const live = new Uint8Array(size);
    live.set(this.live);
    this.live = live;
  }

  private kill(slot: number): void {
    if (this.live[slot] !== 1) return;
    this.live[slot] = 0;
    this.dead += 1;
  }

  private changed(): void {
    this.version += 1;
    this.newestFirst = null;
    const limit = this.options.compactAtDead?.(this.byId.size) ?? Math.max(4096, this.byId.size / 4);
    if (this.dead > limit) this.compact();
  }

  /** Renumbers the living leads 0…n-1 in their old order; the indexes see a new epoch and rebuild. */
  private compact(): void {
    const living = new Int32Array(this.slots - this.dead);
    const seen = new Float64Array(this.seen.length);
    const live = new Uint8Array(this.live.length);
    let count = 0;
    for (let slot = 0; slot < this.slots; slot += 1) {
      if (this.live[slot] !== 1) continue;
      living[count] = slot;
      seen[count] = this.seen[slot] ?? 0;
      live[count] = 1;
      count += 1;
    }
    this.columns.compact(living.subarray(0, count));
    // The table reads ids from the renumbered columns: filled again, slot by slot.
    this.byId.clear();
    for (let slot = 0; slot < count; slot += 1) this.byId.set(this.columns.id(slot), slot);
    this.slots = count;
    this.seen = seen;
    this.live = live;
    this.dead = 0;
    this.epoch += 1;
  }
}
