import type { BoardCard, StageColumn, StageOutcome } from '@/features/quickFind';

/** Where the board shows a lead the user moved, ahead of the index: the lead as last known, in its new column. */
export interface ShownMove {
  lead: BoardCard;
  stageId: number | null;
}

/**
 * The steps on the way (with "No stage") first, then the stages that end the funnel: won and lost come last and
 * apart, whatever their place in the catalog.
 */
export function splitOutcomes(
  columns: readonly StageColumn[],
  outcomeOf: (stageId: number | null) => StageOutcome | null,
): { steps: StageColumn[]; outcomes: StageColumn[] } {
  const outcomes = columns.filter((column) => outcomeOf(column.stageId) !== null);
  const rank = (column: StageColumn) => (outcomeOf(column.stageId) === 'won' ? 0 : 1);
  return {
    steps: columns.filter((column) => outcomeOf(column.stageId) === null),
    outcomes: outcomes.sort((a, b) => rank(a) - rank(b)),
  };
}

export const columnKey = (stageId: number | null): string => (stageId === null ? 'none' : `stage-${stageId}`);

/**
 * The index's columns with the user's moves applied: a moved card leaves its column and heads its new one, and
 * both columns' counts and cost sums follow. A move whose lead is not in the columns (another filter) is ignored.
 */
export function applyMoves(
  columns: readonly StageColumn[],
  moves: ReadonlyMap<number, ShownMove>,
): StageColumn[] {
  if (moves.size === 0) return [...columns];
  const present = new Map<number, ShownMove>();
  const next = columns.map((column) => {
    let removedCost = 0;
    const leads = column.leads.filter((lead) => {
      const move = moves.get(lead.id);
      if (!move) return true;
      present.set(lead.id, move);
      removedCost += lead.cost ?? 0;
      return false;
    });
    // The column's count is of every lead of the stage, not of the cards sent (the first 100 of thousands).
    const count = column.count - (column.leads.length - leads.length);
    return { ...column, leads, count, costSum: column.costSum - removedCost };
  });
  const known = new Set(columns.map((column) => column.stageId));
  for (const move of present.values()) {
    const target = next.find((column) => column.stageId === (known.has(move.stageId) ? move.stageId : null));
    if (!target) continue;
    target.leads.unshift(move.lead);
    target.count += 1;
    target.costSum += move.lead.cost ?? 0;
  }
  return next;
}
