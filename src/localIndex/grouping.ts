import type { Lead } from '@/api/schemas/lead';
import { type Funnel, type FunnelStage, funnelOf, type LostFromStage } from './funnel';
import { type CreatedBounds, countPerDay, type DayCount } from './perDay';

/** What a board card shows and a move needs: a fifth of a lead, so thousands cross from the worker quickly. */
export type BoardCard = Pick<
  Lead,
  | 'id'
  | 'name'
  | 'phone'
  | 'userIdOwner'
  | 'sourceId'
  | 'funnelStageId'
  | 'cost'
  | 'dtCreate'
  | 'dtUpdate'
  | 'otherCount'
>;

/** A card of its own (a plain object to post), from a lead or a view of one. */
export function toBoardCard(lead: BoardCard): BoardCard {
  return {
    id: lead.id,
    name: lead.name,
    phone: lead.phone,
    userIdOwner: lead.userIdOwner,
    sourceId: lead.sourceId,
    funnelStageId: lead.funnelStageId,
    cost: lead.cost,
    dtCreate: lead.dtCreate,
    dtUpdate: lead.dtUpdate,
    otherCount: lead.otherCount,
  };
}

/** A board column: the leads of one funnel stage, or of none (`stageId` null: empty or not in the catalog). */
export interface StageColumn {
  stageId: number | null;
  /** Every lead of the stage, whether its card was sent or not. */
  count: number;
  /** Sum of `cost` in roubles; a blank cost adds nothing. */
  costSum: number;
  /** The column's first cards, newest first: as many as were asked for, not the whole stage. */
  leads: BoardCard[];
}

/** Cards sent per column unless more are asked for: a screenful many times over, never 100,000 leads. */
export const BOARD_CARDS_PER_COLUMN = 100;

/** How many cards each column gets, by stage id (`"null"` for "No stage"); missing ones get the default. */
export type CardLimits = Readonly<Record<string, number>>;

/**
 * One column per catalog stage in catalog order, then "No stage" for a lead whose stage is empty or unknown.
 * Leads keep the order they come in (the index gives newest first).
 */
export function groupByStage(
  leads: Iterable<BoardCard>,
  stageIds: readonly number[],
  limits: CardLimits | null = null,
): StageColumn[] {
  // Each column's card limit is looked up once, not once a lead (a million leads pass by here).
  const columns = new Map<number | null, { column: StageColumn; limit: number }>();
  for (const stageId of [...stageIds, null])
    columns.set(stageId, {
      column: { stageId, count: 0, costSum: 0, leads: [] },
      limit: limits ? (limits[String(stageId)] ?? BOARD_CARDS_PER_COLUMN) : Number.POSITIVE_INFINITY,
    });
  const withoutStage = columns.get(null) as { column: StageColumn; limit: number };
  for (const lead of leads) {
    const stageId = lead.funnelStageId;
    const { column, limit } = (stageId === null ? undefined : columns.get(stageId)) ?? withoutStage;
    column.count += 1;
    column.costSum += lead.cost ?? 0;
    if (column.leads.length < limit) column.leads.push(toBoardCard(lead));
  }
  return Array.from(columns.values(), (entry) => entry.column);
}

export interface Breakdown {
  /** The id grouped by (source, owner, city…); null for leads without one. */
  id: number | null;
  count: number;
  costSum: number;
}

type GroupField = 'sourceId' | 'userIdOwner' | 'locationCityId' | 'funnelStageId';

/** Ids below this are counted in an array by id: a few thousand owners or cities, never a sparse million. */
const INDEXED_IDS = 1 << 16;

/** Leads counted by the ids they are given one by one (a source, an owner, a city…), with their cost. */
class BreakdownTally {
  /** Groups of small whole ids by id (catalog ids are): an array read is several times a map's speed. */
  private readonly byIndex: Array<Breakdown | undefined> = [];
  /** Groups of other ids (null, large, negative). */
  private readonly byKey = new Map<number | null, Breakdown>();

  add(id: number | null, cost: number | null): void {
    const indexed = id !== null && id >>> 0 === id && id < INDEXED_IDS;
    let group = indexed ? this.byIndex[id] : this.byKey.get(id);
    if (!group) {
      group = { id, count: 0, costSum: 0 };
      if (indexed) this.byIndex[id] = group;
      else this.byKey.set(id, group);
    }
    group.count += 1;
    group.costSum += cost ?? 0;
  }

  /** Most first (ties by id, empty last). */
  result(): Breakdown[] {
    const groups = [...this.byKey.values()];
    for (const group of this.byIndex) if (group) groups.push(group);
    return groups.sort((a, b) => b.count - a.count || (a.id === null ? 1 : b.id === null ? -1 : a.id - b.id));
  }
}

/** Leads counted by one field, most first (ties by id, empty last), with their cost. */
export function breakdownBy(
  leads: Iterable<Pick<Lead, GroupField | 'cost'>>,
  field: GroupField,
): Breakdown[] {
  const tally = new BreakdownTally();
  for (const lead of leads) tally.add(lead[field], lead.cost);
  return tally.result();
}

export interface Totals {
  count: number;
  costSum: number;
  /** Over the leads that have a cost; null when none has one. */
  costAverage: number | null;
  /** Leads with at least one duplicate, as a share of all; 0 to 1 (0 when there are no leads). */
  duplicateShare: number;
}

/** The totals of the leads given one by one. */
class TotalsTally {
  private count = 0;
  private costSum = 0;
  private costed = 0;
  private duplicates = 0;

  add(cost: number | null, otherCount: number): void {
    this.count += 1;
    if (cost !== null) {
      this.costSum += cost;
      this.costed += 1;
    }
    if (otherCount > 0) this.duplicates += 1;
  }

  result(): Totals {
    const { count, costSum, costed, duplicates } = this;
    return {
      count,
      costSum,
      costAverage: costed === 0 ? null : costSum / costed,
      duplicateShare: count === 0 ? 0 : duplicates / count,
    };
  }
}

export function totalsOf(leads: Iterable<Pick<Lead, 'cost' | 'otherCount'>>): Totals {
  const tally = new TotalsTally();
  for (const lead of leads) tally.add(lead.cost, lead.otherCount);
  return tally.result();
}

/** The range of the same length just before this one; none when the range is open at either end. */
export function previousPeriod(bounds: CreatedBounds): Required<CreatedBounds> | null {
  if (bounds.createdFrom === undefined || bounds.createdTo === undefined) return null;
  const length = bounds.createdTo - bounds.createdFrom + 1;
  return { createdFrom: bounds.createdFrom - length, createdTo: bounds.createdFrom - 1 };
}

export interface DashboardFigures {
  totals: Totals;
  /** The same figures for the previous period; null when the range has no previous period. */
  previous: Totals | null;
  perDay: DayCount[];
  bySource: Breakdown[];
  byOwner: Breakdown[];
  byCity: Breakdown[];
  funnel: Funnel;
  /** Leads outside the funnel (no stage, or one not in the catalog). */
  withoutStage: number;
}

/** What the dashboard's figures read of a lead: a lead object has it, and so does a view of its slot. */
export type DashboardLead = Pick<Lead, 'id' | 'dtCreate' | 'cost' | 'otherCount' | GroupField>;

export function dashboardFigures(
  leads: Iterable<DashboardLead>,
  previousLeads: Iterable<DashboardLead> | null,
  options: {
    bounds: CreatedBounds;
    stages: readonly FunnelStage[];
    timeZone: string;
    now?: Date;
    /** Where a lost lead was lost from: the stage history's answer, once the index keeps one. */
    lostFrom?: LostFromStage;
  },
): DashboardFigures {
  // Totals and the three breakdowns in one pass, each field read once: a million leads are read field by field.
  const totals = new TotalsTally();
  const bySource = new BreakdownTally();
  const byOwner = new BreakdownTally();
  const byCity = new BreakdownTally();
  for (const lead of leads) {
    const cost = lead.cost;
    totals.add(cost, lead.otherCount);
    bySource.add(lead.sourceId, cost);
    byOwner.add(lead.userIdOwner, cost);
    byCity.add(lead.locationCityId, cost);
  }
  const funnel = funnelOf(leads, options.stages, options.lostFrom);
  const counted = totals.result();
  return {
    totals: counted,
    previous: previousLeads ? totalsOf(previousLeads) : null,
    perDay: countPerDay(leads, options.bounds, options.timeZone, options.now),
    bySource: bySource.result(),
    byOwner: byOwner.result(),
    byCity: byCity.result(),
    funnel,
    withoutStage: counted.count - funnel.entered,
  };
}
