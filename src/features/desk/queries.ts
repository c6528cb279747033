import { queryOptions } from '@tanstack/react-query';
import type { Lead } from '@/api/schemas/lead';
import type { LeadFilter } from '@/localIndex/filterSort';
import type { InboxQuestion, UrgencyGroup } from '@/localIndex/inbox';
import type { LeadViewQuery } from '@/localIndex/neighbours';
import { demandIndex } from '@/localIndex/statusStore';
import type { WaitingRule } from '@/localIndex/waiting';

// The desk reads the index through this file, like every screen (DESIGN.md).
export type { LeadFilter, LeadSort } from '@/localIndex/filterSort';
export type { FirstTouchFigures, TouchFigures } from '@/localIndex/firstTouch';
export { onFoundLeads } from '@/localIndex/foundLeads';
export type { SeenChange } from '@/localIndex/history';
export type {
  InboxCounts,
  InboxQuestion,
  InboxWindow,
  UrgencyBounds,
  UrgencyGroup,
} from '@/localIndex/inbox';
export type { Neighbours } from '@/localIndex/neighbours';
export { isWaiting, type WaitingPage, type WaitingRule, waitingSeconds } from '@/localIndex/waiting';

async function indexWorker() {
  demandIndex();
  const { whenIndexReady } = await import('@/localIndex/connection');
  return whenIndexReady();
}

/**
 * Keys sit under the index's own (`['leadIndex', …]`), so the refresh the index sends after every change reaches
 * the inbox and the badge too.
 */
export const deskQueries = {
  all: () => ['leadIndex', 'desk'] as const,
  /** One window of the inbox by urgency (rows `start` to `end`), with each group's count. */
  inbox: (question: InboxQuestion, start: number, end: number) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'inbox', question, start, end],
      queryFn: async () => (await indexWorker()).inbox(question, start, end),
      staleTime: Number.POSITIVE_INFINITY,
      structuralSharing: false,
    }),
  /** The leads before and after one in the view the person came from. */
  neighbours: (view: LeadViewQuery, leadId: number) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'neighbours', view, leadId],
      queryFn: async () => (await indexWorker()).neighbours(view, leadId),
      staleTime: Number.POSITIVE_INFINITY,
      structuralSharing: false,
    }),
  history: (leadId: number) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'history', leadId],
      queryFn: async () => (await indexWorker()).history(leadId),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  firstTouch: (filter: LeadFilter, rule: WaitingRule) =>
    queryOptions({
      queryKey: [...deskQueries.all(), 'firstTouch', filter, rule],
      queryFn: async () => (await indexWorker()).firstTouch(filter, rule),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** The ids of one group of the inbox, for a bulk change of them all. */
export async function inboxGroupIds(question: InboxQuestion, group: UrgencyGroup): Promise<number[]> {
  return (await indexWorker()).inboxIds(question, group);
}

/** A lead re-read from the CRM (a refused take) goes into the index at once, like the app's own saves. */
export async function putIntoIndex(leads: Lead[]): Promise<void> {
  const { putLeadsIntoIndex } = await import('@/localIndex/connection');
  await putLeadsIntoIndex(leads);
}
