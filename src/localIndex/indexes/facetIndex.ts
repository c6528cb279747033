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

/**
 * A posting list per value of source, stage, owner, city and office, and one of the leads with duplicates: a filter
 * on any of them starts from the union of its values' lists, intersected across fields, instead of from every lead.
 */
export class FacetIndex {
  private epoch = -1;
  private upTo = 0;
  private readonly lists = new Map<FacetField, Map<number, PostingList>>(
    FACETS.map(([, field]) => [field, new Map()]),
  );
  /**
   * Leads in no stage: a stage filter may ask for them (the inbox's "first stage or none"). The other fields'
   * blanks are never asked for, and an office's are most leads: no list of them.
   */
  private noStage = new PostingList();
  /** Leads with duplicates (`otherCount` over 0): "duplicates only" starts from them, not from every lead. */
  private duplicates = new PostingList();

  constructor(private readonly store: LeadStore) {}

  catchUp(budget = Number.POSITIVE_INFINITY): boolean {
    if (this.epoch !== this.store.epoch) {
      this.epoch = this.store.epoch;
      this.upTo = 0;
      for (const values of this.lists.values()) values.clear();
      this.noStage = new PostingList();
      this.duplicates = new PostingList();
    }
    const end = Math.min(this.store.slotCount, this.upTo + budget);
    // A field at a time, straight from its column: no record made for each slot (a million of them after a reload
    // at 1,000,000 leads) and no field looked up by name.
    for (const [, field] of FACETS) {
      const column = this.store.numberColumn(field);
      const values = this.lists.get(field) as Map<number, PostingList>;
      for (let slot = this.upTo; slot < end; slot += 1) {
        if (!this.store.isLive(slot)) continue;
        const value = column.get(slot);
        if (value === null) {
          if (field === 'funnelStageId') this.noStage.add(slot);
          continue;
        }
        let list = values.get(value);
        if (!list) {
          list = new PostingList();
          values.set(value, list);
        }
        list.add(slot);
      }
    }
    const others = this.store.numberColumn('otherCount');
    for (let slot = this.upTo; slot < end; slot += 1)
      if (this.store.isLive(slot) && (others.get(slot) ?? 0) > 0) this.duplicates.add(slot);
    this.upTo = end;
    return end === this.store.slotCount;
  }

  /** Slots that may pass the filter's id lists (a null stage: the leads in none), ascending; null when it has none. */
  candidates(filter: LeadFilter): Int32Array | null {
    // A filter with no id list and no "duplicates only" asks nothing of the lists: they may still be filling.
    const asks =
      Boolean(filter.duplicatesOnly) ||
      FACETS.some(([key]) => ((filter[key] as readonly unknown[] | undefined)?.length ?? 0) > 0);
    if (!asks) return null;
    this.catchUp();
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
    this.catchUp();
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
