import type { Lead } from '../api/schemas/lead';
import type { LeadFilter, LeadSort } from './filterSort';
import type { UrgencyBounds } from './inbox';
import type { WaitingRule } from './waiting';

/** A screen's order of leads, as the lead page steps through it. */
export type LeadViewQuery =
  | { kind: 'list'; filter: LeadFilter; sort: LeadSort | null; locale?: string }
  | { kind: 'board'; filter: LeadFilter; stageId: number | null }
  | {
      kind: 'inbox';
      rule: WaitingRule;
      /** The inbox by urgency (issue 25); without them, the older oldest-first order. */
      bounds?: UrgencyBounds;
      backlogOpen?: boolean;
      backlogNewestFirst?: boolean;
    };

export interface Neighbours {
  /** 1-based place of the lead in the view; null when the view does not hold it. */
  position: number | null;
  total: number;
  previous: Lead | null;
  next: Lead | null;
}

/** The leads before and after `leadId` in an ordered view (`leadOf` makes whole leads of the two). */
export function neighboursIn<L extends Pick<Lead, 'id'>>(
  ordered: readonly L[],
  leadId: number,
  leadOf: (lead: L) => Lead,
): Neighbours {
  const index = ordered.findIndex((lead) => lead.id === leadId);
  if (index < 0) return { position: null, total: ordered.length, previous: null, next: null };
  const at = (place: number) => {
    const lead = ordered[place];
    return lead === undefined ? null : leadOf(lead);
  };
  return { position: index + 1, total: ordered.length, previous: at(index - 1), next: at(index + 1) };
}
