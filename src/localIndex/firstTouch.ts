import type { Lead } from '../api/schemas/lead';
import type { SeenChange } from './history';

/**
 * A lead's first touch: the first seen change of its stage off the first stage (or off none), or of its owner.
 * Its time is the save's for a change made in this app; for one seen by a sync, the lead's `dtUpdate` then (the
 * CRM's last change, which may be later than the touch), or when the sync saw it: approximate.
 */
export interface FirstTouch {
  /** Seconds from creation to the touch, never negative. */
  seconds: number;
  exact: boolean;
}

export function firstTouchOf(
  lead: Pick<Lead, 'dtCreate'>,
  changes: readonly SeenChange[],
  firstStageId: number | null,
): FirstTouch | null {
  for (const change of changes) {
    const touches =
      change.field === 'userIdOwner' ||
      (change.field === 'funnelStageId' && (change.from === null || change.from === firstStageId));
    if (!touches) continue;
    const at = change.exact
      ? Math.floor(change.seenAt / 1000)
      : (change.dtUpdate ?? Math.floor(change.seenAt / 1000));
    return { seconds: Math.max(0, at - lead.dtCreate), exact: change.exact };
  }
  return null;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? null;
}

export interface TouchFigures {
  /** Owner id or source id; null: no owner, no source. */
  key: number | null;
  touched: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
  /** Some of the touches were seen only by a sync: the figures are approximate. */
  approximate: boolean;
}

export interface FirstTouchFigures {
  byOwner: TouchFigures[];
  bySource: TouchFigures[];
  /** Leads of the period with no touch seen yet and still waiting. */
  stillWaiting: number;
  touched: number;
  approximate: boolean;
}

function figuresOf(groups: Map<number | null, FirstTouch[]>): TouchFigures[] {
  return [...groups.entries()]
    .map(([key, touches]) => {
      const sorted = touches.map((touch) => touch.seconds).sort((a, b) => a - b);
      return {
        key,
        touched: touches.length,
        medianSeconds: percentile(sorted, 0.5),
        p90Seconds: percentile(sorted, 0.9),
        approximate: touches.some((touch) => !touch.exact),
      };
    })
    .sort((a, b) => b.touched - a.touched);
}

function add(groups: Map<number | null, FirstTouch[]>, key: number | null, touch: FirstTouch): void {
  const list = groups.get(key);
  if (list) list.push(touch);
  else groups.set(key, [touch]);
}

/** What the time to first touch reads of a lead: a lead object has it, and so does a view of its slot. */
export type TouchLead = Pick<Lead, 'id' | 'dtCreate' | 'userIdOwner' | 'sourceId'>;

/**
 * Median and 90th percentile of the time to first touch, by owner (the owner after the touch) and by source, over
 * the leads of a period; and how many of them still wait.
 */
export function firstTouchFigures<L extends TouchLead>(
  leads: Iterable<L>,
  historyOf: (leadId: number) => readonly SeenChange[],
  firstStageId: number | null,
  stillWaits: (lead: L) => boolean,
): FirstTouchFigures {
  const byOwner = new Map<number | null, FirstTouch[]>();
  const bySource = new Map<number | null, FirstTouch[]>();
  let stillWaiting = 0;
  let touched = 0;
  let approximate = false;
  for (const lead of leads) {
    const touch = firstTouchOf(lead, historyOf(lead.id), firstStageId);
    if (!touch) {
      if (stillWaits(lead)) stillWaiting += 1;
      continue;
    }
    touched += 1;
    approximate ||= !touch.exact;
    add(byOwner, lead.userIdOwner, touch);
    add(bySource, lead.sourceId, touch);
  }
  return { byOwner: figuresOf(byOwner), bySource: figuresOf(bySource), stillWaiting, touched, approximate };
}
