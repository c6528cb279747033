import type { Lead } from '../api/schemas/lead';

/** Who the inbox is for: the account's first funnel stage, and "me" (null when the person is not known yet). */
export interface WaitingRule {
  firstStageId: number | null;
  meId: number | null;
  /** Everyone's waiting leads (a manager's view), not only mine and nobody's. */
  everyone: boolean;
}

/**
 * A lead waits for a first touch while it sits in the first funnel stage (or has no stage), belongs to me or to
 * nobody, and no touch of it has been seen (a take leaves the lead mine in the first stage, but touched).
 * Without a known "me", only nobody's leads wait for me.
 */
export function isWaiting(
  lead: Pick<Lead, 'funnelStageId' | 'userIdOwner'>,
  rule: WaitingRule,
  touched = false,
): boolean {
  if (touched) return false;
  const stage = lead.funnelStageId;
  if (stage !== null && stage !== rule.firstStageId) return false;
  if (rule.everyone) return true;
  return lead.userIdOwner === null || (rule.meId !== null && lead.userIdOwner === rule.meId);
}

/** Seconds a lead has waited; a creation time in the future (clock skew) waits 0, never less. */
export function waitingSeconds(dtCreate: number, nowSeconds: number): number {
  return Math.max(0, nowSeconds - dtCreate);
}

export interface WaitingPage<L = Lead> {
  /** Oldest first. */
  leads: L[];
  total: number;
}

/** The waiting leads, oldest first, from leads held newest first (the store's own order). */
export function waitingLeads<L extends Pick<Lead, 'funnelStageId' | 'userIdOwner'>>(
  newestFirst: readonly L[],
  rule: WaitingRule,
  limit: number,
  touched: (lead: L) => boolean = () => false,
): WaitingPage<L> {
  const leads: L[] = [];
  let total = 0;
  for (let index = newestFirst.length - 1; index >= 0; index -= 1) {
    const lead = newestFirst[index];
    if (!lead || !isWaiting(lead, rule) || touched(lead)) continue;
    total += 1;
    if (leads.length < limit) leads.push(lead);
  }
  return { leads, total };
}
