import type { Lead } from '../api/schemas/lead';
import { isWaiting, type WaitingRule, waitingSeconds } from './waiting';

/** What the person should do next with a waiting lead (issue 25). */
export type UrgencyGroup = 'answerNow' | 'late' | 'backlog';

export const URGENCY_GROUPS: readonly UrgencyGroup[] = ['answerNow', 'late', 'backlog'];

/** Where the groups part, in seconds of waiting. */
export interface UrgencyBounds {
  /** The first response target: waiting less than this is "Answer now". */
  targetSeconds: number;
  /** Waiting less than this (and past the target) is "Late"; this long or longer is the backlog. */
  backlogSeconds: number;
}

/**
 * The group of a lead created at `dtCreate`. Exactly at the target it is late (the target is missed), exactly a
 * day old it is backlog; a creation time in the future (clock skew) waits 0, so it is to answer now.
 */
export function urgencyOf(dtCreate: number, nowSeconds: number, bounds: UrgencyBounds): UrgencyGroup {
  const waited = waitingSeconds(dtCreate, nowSeconds);
  if (waited < bounds.targetSeconds) return 'answerNow';
  if (waited < bounds.backlogSeconds) return 'late';
  return 'backlog';
}

/** The inbox as a screen asks for it; `nowSeconds` is one clock for every window, so the groups agree. */
export interface InboxQuestion {
  rule: WaitingRule;
  bounds: UrgencyBounds;
  /** The backlog's rows follow the other groups only when the person opened it. */
  backlogOpen: boolean;
  backlogNewestFirst: boolean;
  nowSeconds: number;
}

export type InboxCounts = Record<UrgencyGroup, number>;

/**
 * What the inbox reads of a lead: the worker hands it leads read off the store's columns (SlotLead), and makes
 * whole leads only of the rows it sends.
 */
export type InboxLead = Pick<Lead, 'id' | 'dtCreate' | 'funnelStageId' | 'userIdOwner'>;

export interface InboxOrder<L extends InboxLead = Lead> {
  counts: InboxCounts;
  /** Answer now (closest to missing the target first), Late (oldest first), then the open backlog. */
  ordered: L[];
}

const oldestFirst = (a: InboxLead, b: InboxLead) => a.dtCreate - b.dtCreate || a.id - b.id;
const newestFirst = (a: InboxLead, b: InboxLead) => b.dtCreate - a.dtCreate || b.id - a.id;

/** The group a lead waits in; null when it does not wait (another stage, another owner, or touched). */
function waitingGroup<L extends InboxLead>(
  lead: L,
  question: InboxQuestion,
  touched: (lead: L) => boolean,
): UrgencyGroup | null {
  if (!isWaiting(lead, question.rule) || touched(lead)) return null;
  return urgencyOf(lead.dtCreate, question.nowSeconds, question.bounds);
}

/** The waiting leads in the inbox's order, with each group's count. */
export function inboxOrder<L extends InboxLead>(
  leads: readonly L[],
  question: InboxQuestion,
  touched: (lead: L) => boolean = () => false,
): InboxOrder<L> {
  const groups: Record<UrgencyGroup, L[]> = { answerNow: [], late: [], backlog: [] };
  // A closed backlog is only counted: at 1,000,000 leads it holds hundreds of thousands.
  let backlog = 0;
  for (const lead of leads) {
    const group = waitingGroup(lead, question, touched);
    if (group === 'backlog' && !question.backlogOpen) backlog += 1;
    else if (group !== null) groups[group].push(lead);
  }
  // The one closest to missing its target is the one that has waited longest: oldest first in both groups.
  groups.answerNow.sort(oldestFirst);
  groups.late.sort(oldestFirst);
  const counts = {
    answerNow: groups.answerNow.length,
    late: groups.late.length,
    backlog: question.backlogOpen ? groups.backlog.length : backlog,
  };
  const ordered = [...groups.answerNow, ...groups.late];
  if (question.backlogOpen) {
    groups.backlog.sort(question.backlogNewestFirst ? newestFirst : oldestFirst);
    ordered.push(...groups.backlog);
  }
  return { counts, ordered };
}

/**
 * Each group's count alone (the badge and the page's title ask at every change of the copy): no lead is kept, so
 * the leads may be one view passing over the slots (SlotLead.passing), and none is made for it.
 */
export function inboxCounts<L extends InboxLead>(
  leads: Iterable<L>,
  question: InboxQuestion,
  touched: (lead: L) => boolean = () => false,
): InboxCounts {
  const counts: InboxCounts = { answerNow: 0, late: 0, backlog: 0 };
  for (const lead of leads) {
    const group = waitingGroup(lead, question, touched);
    if (group !== null) counts[group] += 1;
  }
  return counts;
}

/** A window of the inbox's rows: only these cross to the page, never the whole list. */
export interface InboxWindow {
  counts: InboxCounts;
  /** Index of the first lead in the inbox's order. */
  start: number;
  leads: Lead[];
}

/** The window's rows as whole leads (`leadOf` makes them of what the order holds). */
export function inboxWindow<L extends InboxLead>(
  order: InboxOrder<L>,
  start: number,
  end: number,
  leadOf: (lead: L) => Lead,
): InboxWindow {
  return { counts: order.counts, start, leads: order.ordered.slice(start, Math.max(start, end)).map(leadOf) };
}
