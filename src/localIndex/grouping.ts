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
  leads: readonly BoardCard[],
  stageIds: readonly number[],
  limits: CardLimits | null = null,
): StageColumn[] {
  const columns = new Map<number | null, StageColumn>();
  for (const stageId of [...stageIds, null])
    columns.set(stageId, { stageId, count: 0, costSum: 0, leads: [] });
  for (const lead of leads) {
    const known = lead.funnelStageId !== null && columns.has(lead.funnelStageId);
    const column = columns.get(known ? lead.funnelStageId : null);
    if (!column) continue;
    column.count += 1;
    column.costSum += lead.cost ?? 0;
    const limit = limits
      ? (limits[String(column.stageId)] ?? BOARD_CARDS_PER_COLUMN)
      : Number.POSITIVE_INFINITY;
    if (column.leads.length < limit) column.leads.push(toBoardCard(lead));
  }
  return [...columns.values()];
}

export interface Breakdown {
  /** The id grouped by (source, owner, city…); null for leads without one. */
  id: number | null;
  count: number;
  costSum: number;
}

type GroupField = 'sourceId' | 'userIdOwner' | 'locationCityId' | 'funnelStageId';

/** Leads counted by one field, most first (ties by id, empty last), with their cost. */
export function breakdownBy(
  leads: readonly Pick<Lead, GroupField | 'cost'>[],
  field: GroupField,
): Breakdown[] {
  const groups = new Map<number | null, Breakdown>();
  for (const lead of leads) {
    const id = lead[field];
    let group = groups.get(id);
    if (!group) {
      group = { id, count: 0, costSum: 0 };
      groups.set(id, group);
    }
    group.count += 1;
    group.costSum += lead.cost ?? 0;
  }
  return [...groups.values()].sort(
    (a, b) => b.count - a.count || (a.id === null ? 1 : b.id === null ? -1 : a.id - b.id),
  );
}

export interface Totals {
  count: number;
  costSum: number;
  /** Over the leads that have a cost; null when none has one. */
  costAverage: number | null;
  /** Leads with at least one duplicate, as a share of all; 0 to 1 (0 when there are no leads). */
  duplicateShare: number;
}

export function totalsOf(leads: readonly Pick<Lead, 'cost' | 'otherCount'>[]): Totals {
  let costSum = 0;
  let costed = 0;
  let duplicates = 0;
  for (const lead of leads) {
    if (lead.cost !== null) {
      costSum += lead.cost;
      costed += 1;
    }
    if (lead.otherCount > 0) duplicates += 1;
  }
  return {
    count: leads.length,
    costSum,
    costAverage: costed === 0 ? null : costSum / costed,
    duplicateShare: leads.length === 0 ? 0 : duplicates / leads.length,
  };
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
  leads: readonly DashboardLead[],
  previousLeads: readonly DashboardLead[] | null,
  options: {
    bounds: CreatedBounds;
    stages: readonly FunnelStage[];
    timeZone: string;
    now?: Date;
    /** Where a lost lead was lost from: the stage history's answer, once the index keeps one. */
    lostFrom?: LostFromStage;
  },
): DashboardFigures {
  const known = new Set(options.stages.map((stage) => stage.id));
  const staged: { id: number; stageId: number }[] = [];
  for (const lead of leads) {
    if (lead.funnelStageId !== null && known.has(lead.funnelStageId))
      staged.push({ id: lead.id, stageId: lead.funnelStageId });
  }
  return {
    totals: totalsOf(leads),
    previous: previousLeads ? totalsOf(previousLeads) : null,
    perDay: countPerDay(leads, options.bounds, options.timeZone, options.now),
    bySource: breakdownBy(leads, 'sourceId'),
    byOwner: breakdownBy(leads, 'userIdOwner'),
    byCity: breakdownBy(leads, 'locationCityId'),
    funnel: funnelOf(staged, options.stages, options.lostFrom),
    withoutStage: leads.length - staged.length,
  };
}
