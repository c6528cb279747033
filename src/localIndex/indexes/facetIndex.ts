import type { LeadFilter } from '../filterSort';
import type { LeadStore } from '../leadStore';
import { intersectAll, PostingList, unionAll } from './postings';

type FacetField = 'sourceId' | 'funnelStageId' | 'userIdOwner' | 'locationCityId' | 'locationUnitId';

/** The filter's lists of ids, each against the lead field it picks. */
const FACETS: ReadonlyArray<readonly [keyof LeadFilter, FacetField]> = [
  ['sourceIds', 'sourceId'],
  ['stageIds', 'funnelStageId'],
  ['ownerIds', 'userIdOwner'],
  ['cityIds', 'locationCityId'],
  ['officeIds', 'locationUnitId'],
];

/** Ids below this find their list by index while the lists fill (the map still holds every list). */
const SMALL_IDS = 65_536;

/** Slots of a column read at a time (512 KB). */
const READ_AT_ONCE = 65_536;

/** What the lists are kept of: each field's values, and the leads with duplicates. */
type FacetKey = FacetField | 'duplicates';
const EVERY_KEY: readonly FacetKey[] = [...FACETS.map(([, field]) => field), 'duplicates'];

/**
 * A posting list per value of source, stage, owner, city and office, and one of the leads with duplicates: a filter
 * on any of them starts from the union of its values' lists, intersected across fields, instead of from every lead.
 * Each field's lists fill on their own: the first filter after a reload waits for its own fields' lists only (a
 * source's of a million slots, not all six), the rest fill in the background.
 */
export class FacetIndex {
  private epoch = -1;
  /** Slots 0…upTo-1 are in each key's lists. */
  private readonly upTo = new Map<FacetKey, number>(EVERY_KEY.map((key) => [key, 0]));
  private readonly lists = new Map<FacetField, Map<number, PostingList>>(
    FACETS.map(([, field]) => [field, new Map()]),
  );
  /** The same lists by id, for ids under SMALL_IDS: a reload fills the lists a million slots a field. */
  private readonly byId = new Map<FacetField, PostingList[]>(FACETS.map(([, field]) => [field, []]));
  /** A range of a column's values (fill), kept from one call to the next. */
  private read = new Float64Array(0);
  /**
   * Leads in no stage: a stage filter may ask for them (the inbox's "first stage or none"). The other fields'
   * blanks are never asked for, and an office's are most leads: no list of them.
   */
  private noStage = new PostingList();
  /** Leads with duplicates (`otherCount` over 0): "duplicates only" starts from them, not from every lead. */
  private duplicates = new PostingList();

  constructor(private readonly store: LeadStore) {}

  /**
   * Fills `keys`' lists (every key's unless told) with up to `budget` more slots in all, a key at a time in their
   * order; true once they hold every slot.
   */
  catchUp(budget = Number.POSITIVE_INFINITY, keys: readonly FacetKey[] = EVERY_KEY): boolean {
    if (this.epoch !== this.store.epoch) {
      this.epoch = this.store.epoch;
      for (const key of EVERY_KEY) this.upTo.set(key, 0);
      for (const values of this.lists.values()) values.clear();
      for (const field of this.byId.keys()) this.byId.set(field, []);
      this.noStage = new PostingList();
      this.duplicates = new PostingList();
    }
    const slots = this.store.slotCount;
    let left = budget;
    for (const key of keys) {
      const from = this.upTo.get(key) as number;
      const end = Math.min(slots, from + left);
      if (end > from) {
        this.fill(key, from, end);
        this.upTo.set(key, end);
        left -= end - from;
      }
      if (end < slots) return false;
    }
    return true;
  }

  /**
   * Slots from…end-1 into a key's lists, its column read a range at a time: no record made and no call a slot (a
   * reload's lists are filled in code the worker has not optimised yet). A small id finds its list in an array.
   */
  private fill(key: FacetKey, from: number, end: number): void {
    if (this.read.length < Math.min(end - from, READ_AT_ONCE))
      this.read = new Float64Array(Math.min(end - from, READ_AT_ONCE));
    const { read } = this;
    const live = this.store.liveFlags;
    const column = this.store.numberColumn(key === 'duplicates' ? 'otherCount' : key);
    for (let start = from; start < end; start += read.length) {
      const to = Math.min(end, start + read.length);
      column.readInto(start, to, read);
      if (key === 'duplicates') {
        for (let slot = start; slot < to; slot += 1)
          if (live[slot] === 1 && (read[slot - start] as number) > 0) this.duplicates.add(slot);
        continue;
      }
      const values = this.lists.get(key) as Map<number, PostingList>;
      const byId = this.byId.get(key) as PostingList[];
      for (let slot = start; slot < to; slot += 1) {
        if (live[slot] !== 1) continue;
        const value = read[slot - start] as number;
        if (Number.isNaN(value)) {
          if (key === 'funnelStageId') this.noStage.add(slot);
          continue;
        }
        const small = value >= 0 && value < SMALL_IDS && (value | 0) === value;
        let list = small ? byId[value] : values.get(value);
        if (!list) {
          list = new PostingList();
          values.set(value, list);
          if (small) byId[value] = list;
        }
        list.add(slot);
      }
    }
  }

  /** Slots that may pass the filter's id lists (a null stage: the leads in none), ascending; null when it has none. */
  candidates(filter: LeadFilter): Int32Array | null {
    // A filter with no id list and no "duplicates only" asks nothing of the lists: they may still be filling.
    const asks =
      Boolean(filter.duplicatesOnly) ||
      FACETS.some(([key]) => ((filter[key] as readonly unknown[] | undefined)?.length ?? 0) > 0);
    if (!asks) return null;
    this.catchUp(Number.POSITIVE_INFINITY, [
      ...FACETS.filter(([key]) => ((filter[key] as readonly unknown[] | undefined)?.length ?? 0) > 0).map(
        ([, field]) => field,
      ),
      ...(filter.duplicatesOnly ? (['duplicates'] as const) : []),
    ]);
    const perField: Int32Array[] = [];
    for (const [key, field] of FACETS) {
      const wanted = filter[key] as readonly (number | null)[] | undefined;
      if (!wanted || wanted.length === 0) continue;
      const values = this.lists.get(field);
      const listOf = (value: number | null) =>
        value !== null ? values?.get(value) : field === 'funnelStageId' ? this.noStage : undefined;
      perField.push(unionAll(wanted.flatMap((value) => listOf(value)?.view() ?? [])));
    }
    if (filter.duplicatesOnly) perField.push(this.duplicates.view());
    return perField.length === 0 ? null : intersectAll(perField);
  }

  /** Live leads per value of a field (dead slots skipped): counts without touching a lead. */
  countBy(field: FacetField): Map<number, number> {
    this.catchUp(Number.POSITIVE_INFINITY, [field]);
    const counts = new Map<number, number>();
    for (const [value, list] of this.lists.get(field) ?? []) {
      let count = 0;
      for (const slot of list.view()) if (this.store.recordAt(slot)?.field(field) === value) count += 1;
      counts.set(value, count);
    }
    return counts;
  }

  trim(): void {
    for (const values of this.lists.values()) for (const list of values.values()) list.trim();
    this.noStage.trim();
    this.duplicates.trim();
  }

  get bytes(): number {
    let bytes = this.duplicates.bytes;
    bytes += this.noStage.bytes;
    for (const values of this.lists.values()) for (const list of values.values()) bytes += list.bytes + 64;
    return bytes;
  }
}
