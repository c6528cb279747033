import type { Lead } from '@/api/schemas/lead';
/** What a stage of the account's catalog means for the funnel: a step on the way, or where a lead ends. */
export type StageOutcome = 'won' | 'lost';

export interface FunnelStage {
  id: number;
  /** Null for a step on the way; `won`/`lost` where the catalog marks the stage as an outcome. */
  outcome: StageOutcome | null;
}

export interface FunnelStep {
  stageId: number;
  /** `won` for a stage that ends the funnel with success; null for a step on the way. */
  outcome: 'won' | null;
  /** Leads standing at this stage now. */
  count: number;
  /**
   * Leads that reached this stage: those at it or at a later step, those won, and those lost from it or from a
   * later step. A lost lead never counts as progress past the stage it was lost from.
   */
  reached: number;
  /** `reached` as a share of the leads that entered the funnel; 0 to 1. */
  share: number;
  /** Leads lost while at this stage (known only where the lead's stage history says so). */
  lostHere: number;
}

export interface Funnel {
  /** The catalog marks outcomes: without them, the last stage is only the last one, and conversion is unknown. */
  hasOutcomes: boolean;
  /** The steps on the way, then the won stages (without outcomes: every stage in catalog order). */
  steps: FunnelStep[];
  /** Leads at any known stage. */
  entered: number;
  won: number;
  /** Leads at the lost stages (each, and in all), and of them those whose stage before the loss is not known. */
  lost: { stages: { stageId: number; count: number }[]; count: number; fromUnknownStage: number };
  /** Won as a share of the leads that entered; null without outcomes in the catalog. */
  conversion: number | null;
}

/**
 * The stage a lost lead was lost from, by its id; null where unknown. The index's stage history (kept by the
 * worker) answers this; until it does, every lost lead leaves the funnel at "lost", never as progress.
 */
export type LostFromStage = (leadId: number) => number | null;

export const LOST_FROM_UNKNOWN: LostFromStage = () => null;

/** A lost stage's place in `funnelOf`'s lookup (steps have their index). */
const LOST_PLACE = -1;

/**
 * Reads where a lead was lost from in the stage changes this browser saw (history.ts): the stage it left by its
 * last change of stage. Unknown when no change was seen (the lead was lost before this browser watched it).
 */
export function lostFromSeenChanges(
  changesOf: (leadId: number) => readonly { field: string; from: number | null }[],
): LostFromStage {
  return (leadId) => {
    const changes = changesOf(leadId);
    for (let index = changes.length - 1; index >= 0; index -= 1) {
      const change = changes[index];
      if (change?.field === 'funnelStageId') return change.from;
    }
    return null;
  };
}

/** Won and lost stages after the steps on the way (catalog order kept within each): the board's column order. */
export function stagesInFunnelOrder<Stage extends FunnelStage>(stages: readonly Stage[]): Stage[] {
  const rank = (stage: FunnelStage) => (stage.outcome === null ? 0 : stage.outcome === 'won' ? 1 : 2);
  return [...stages].sort((a, b) => rank(a) - rank(b));
}

/**
 * The funnel over the catalog's stages from each lead's stage; a lead with no stage or one not in the catalog does
 * not enter it. Without outcomes in the catalog it is as before: every stage a step, in catalog order.
 */
export function funnelOf(
  leads: Iterable<Pick<Lead, 'id' | 'funnelStageId'>>,
  stages: readonly FunnelStage[],
  lostFrom: LostFromStage = LOST_FROM_UNKNOWN,
): Funnel {
  const hasOutcomes = stages.some((stage) => stage.outcome !== null);
  const lostIds = new Set(hasOutcomes ? stages.filter((s) => s.outcome === 'lost').map((s) => s.id) : []);
  const stepStages = stagesInFunnelOrder(stages).filter((stage) => !lostIds.has(stage.id));
  const position = new Map(stepStages.map((stage, index) => [stage.id, index]));
  // Each catalog stage's place by its id, in an array: one read a lead (a million of them, a map read each cost 4x).
  const placeOf: Array<number | undefined> = [];
  for (const [id, index] of position) placeOf[id] = index;
  for (const id of lostIds) placeOf[id] = LOST_PLACE;
  const counts = stepStages.map(() => 0);
  const lostAt = stepStages.map(() => 0);
  let entered = 0;
  const lostCounts = new Map([...lostIds].map((id) => [id, 0]));
  let lost = 0;
  let fromUnknownStage = 0;
  for (const lead of leads) {
    const stageId = lead.funnelStageId;
    const place = stageId === null ? undefined : placeOf[stageId];
    if (place === undefined || stageId === null) continue;
    entered += 1;
    if (place === LOST_PLACE) {
      lost += 1;
      lostCounts.set(stageId, (lostCounts.get(stageId) ?? 0) + 1);
      const from = lostFrom(lead.id);
      const index = from === null ? undefined : position.get(from);
      // Lost "from" a won stage or another lost one is not a place on the way: it counts as unknown.
      if (index === undefined || stepStages[index]?.outcome !== null) fromUnknownStage += 1;
      else lostAt[index] = (lostAt[index] ?? 0) + 1;
      continue;
    }
    counts[place] = (counts[place] ?? 0) + 1;
  }
  const steps: FunnelStep[] = [];
  let reached = 0;
  for (let index = stepStages.length - 1; index >= 0; index -= 1) {
    const stage = stepStages[index] as FunnelStage;
    reached += (counts[index] ?? 0) + (lostAt[index] ?? 0);
    const atFirst = index === 0 ? fromUnknownStage : 0;
    steps.unshift({
      stageId: stage.id,
      outcome: stage.outcome === 'won' ? 'won' : null,
      count: counts[index] ?? 0,
      reached: reached + atFirst,
      share: 0,
      lostHere: lostAt[index] ?? 0,
    });
  }
  for (const step of steps) step.share = entered === 0 ? 0 : step.reached / entered;
  const won = steps.reduce((sum, step) => sum + (step.outcome === 'won' ? step.count : 0), 0);
  return {
    hasOutcomes,
    steps,
    entered,
    won,
    lost: {
      stages: [...lostCounts].map(([stageId, count]) => ({ stageId, count })),
      count: lost,
      fromUnknownStage,
    },
    conversion: hasOutcomes ? (entered === 0 ? 0 : won / entered) : null,
  };
}
