/** The stage after `current` in the account's funnel order; a lead with no stage counts as in the first. */
export function nextStageId(stageIds: readonly number[], current: number | null): number | null {
  const position = current === null ? 0 : stageIds.indexOf(current);
  if (position < 0) return null;
  return stageIds[position + 1] ?? null;
}
