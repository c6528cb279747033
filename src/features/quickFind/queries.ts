import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Lead } from '@/api/schemas/lead';
import type { IndexQuery } from '@/localIndex/engine';
import type { LeadFilter, LeadSort } from '@/localIndex/filterSort';
import type { FunnelStage } from '@/localIndex/funnel';
import type { CardLimits } from '@/localIndex/grouping';
import { demandIndex, isIndexDemanded, onIndexDemand } from '@/localIndex/statusStore';
import { afterFirstScreen } from '@/shared/lib/firstScreen';

export type { CampaignFigures, CampaignRow, ClickChannel } from '@/localIndex/campaigns';
export type { ContactMatches, SamePerson, SamePersonLead } from '@/localIndex/contacts';
export type { DuplicateCard, DuplicateGroups } from '@/localIndex/duplicateGroups';
// Other features reach the index through this file: its status hook and the shapes of its queries.
export type { IndexQuery, QuickFindLead } from '@/localIndex/engine';
export type { LeadFilter, LeadSort } from '@/localIndex/filterSort';
export type { Funnel, FunnelStage, FunnelStep, StageOutcome } from '@/localIndex/funnel';
export { stagesInFunnelOrder } from '@/localIndex/funnel';
export type {
  BoardCard,
  Breakdown,
  CardLimits,
  DashboardFigures,
  StageColumn,
  Totals,
} from '@/localIndex/grouping';
export type { DayCount } from '@/localIndex/perDay';
export { type Coverage, type IndexStatus, useIndexStatus, useIndexStatusOf } from './hooks/useIndexStatus';

let connection: Promise<typeof import('@/localIndex/connection')> | null = null;

/**
 * The worker is loaded on first use, never with the first screen. The connection module is asked for once: a
 * keystroke's query should not wait for a module lookup on its way to the worker.
 */
async function indexWorker() {
  demandIndex();
  connection ??= import('@/localIndex/connection');
  return (await connection).whenIndexReady();
}

/** The index answers like the API does, through queryOptions; its keys are refreshed as it fills and syncs. */
export const leadIndexQueries = {
  all: () => ['leadIndex'] as const,
  page: (query: IndexQuery) =>
    queryOptions({
      queryKey: [...leadIndexQueries.all(), 'page', query],
      queryFn: async () => (await indexWorker()).query(query),
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
      structuralSharing: false,
    }),
  /** A filter's leads grouped by funnel stage (the board): each column's count and sum, and its first cards. */
  board: (filter: LeadFilter, stageIds: readonly number[], cardLimits: CardLimits = {}) =>
    queryOptions({
      queryKey: [...leadIndexQueries.all(), 'board', filter, stageIds, cardLimits],
      queryFn: async () => (await indexWorker()).board(filter, [...stageIds], { ...cardLimits }),
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
      structuralSharing: false,
    }),
  /** Counts, shares and sums of a filter and of the period before it (the dashboard). */
  dashboard: (filter: LeadFilter, stages: readonly FunnelStage[], timeZone: string) =>
    queryOptions({
      queryKey: [...leadIndexQueries.all(), 'dashboard', filter, stages, timeZone],
      queryFn: async () => (await indexWorker()).dashboard(filter, [...stages], timeZone),
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
      structuralSharing: false,
    }),
  /** The period's leads by campaign beside the period before (the dashboard's "Campaigns"). */
  campaigns: (filter: LeadFilter, stages: readonly FunnelStage[], firstStageId: number | null) =>
    queryOptions({
      queryKey: [...leadIndexQueries.all(), 'campaigns', filter, stages, firstStageId],
      queryFn: async () => (await indexWorker()).campaigns(filter, [...stages], firstStageId),
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
      structuralSharing: false,
    }),
  /** The cards of the groups `from`…`to` of that answer, fetched as the list scrolls to them. */
  duplicateGroupWindow: (filter: LeadFilter, from: number, to: number) =>
    queryOptions({
      queryKey: [...leadIndexQueries.all(), 'duplicateGroupWindow', filter, from, to],
      queryFn: async () => (await indexWorker()).duplicateGroupWindow(filter, from, to),
      staleTime: Number.POSITIVE_INFINITY,
      structuralSharing: false,
    }),
  /** Groups of leads sharing contacts that a lead of the filter belongs to (the Duplicates page). */
  duplicateGroups: (filter: LeadFilter) =>
    queryOptions({
      queryKey: [...leadIndexQueries.all(), 'duplicateGroups', filter],
      queryFn: async () => (await indexWorker()).duplicateGroups(filter),
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
      structuralSharing: false,
    }),
  /**
   * Which of these contact keys (shared/lib/leadContacts) belong to leads, over every lead the index holds: the
   * import's "already in the CRM?". `keysId` stands for the keys in the cache key, which may hold 20,000 of them.
   */
  contacts: (keys: readonly string[], keysId: string) =>
    queryOptions({
      queryKey: [...leadIndexQueries.all(), 'contacts', keysId],
      queryFn: async () => (await indexWorker()).leadsWithContacts([...keys]),
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
      structuralSharing: false,
    }),
  /** One lead as the local copy holds it (null: not held): the lead page with no network. */
  lead: (id: number) =>
    queryOptions({
      queryKey: [...leadIndexQueries.all(), 'lead', id],
      queryFn: async () => (await indexWorker()).getLead(id),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** "Same person": the leads sharing a phone or e-mail key with these (a lead's own keys), newest first. */
  samePerson: (keys: readonly string[]) =>
    queryOptions({
      queryKey: [...leadIndexQueries.all(), 'samePerson', keys],
      queryFn: async () => (await indexWorker()).samePerson([...keys]),
      staleTime: Number.POSITIVE_INFINITY,
      structuralSharing: false,
    }),
  quickFind: (text: string, limit: number) =>
    queryOptions({
      queryKey: [...leadIndexQueries.all(), 'quickFind', text, limit],
      queryFn: async () => (await indexWorker()).quickFind(text, limit),
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
      enabled: text.trim() !== '',
    }),
};

/** Every lead of a filter (export, the per-day chart): crosses to the page in one piece, on demand only. */
export async function readAllFromIndex(filter: LeadFilter, sort: LeadSort | null, locale: string) {
  return (await indexWorker()).all(filter, sort, locale);
}

/** Bulk changes: the leads of a filter or of chosen ids as columns, and each owner's lead count. */
export const bulkIndex = {
  columns: async (selection: { filter: LeadFilter } | { ids: readonly number[] }) =>
    (await indexWorker()).bulkColumns(selection),
  ownerLoad: async (ownerIds: readonly number[]) => (await indexWorker()).ownerLoad(ownerIds),
  /** Leads as the CRM just returned them, so the list shows a change before the next sync. */
  put: async (leads: Lead[]) => (await indexWorker()).putLeads(leads),
};
export { BULK_FIELDS, type BulkColumns, type BulkField } from '../../localIndex/bulkColumns';

/** The header's actions on the index. */
export const leadIndexActions = {
  pause: async () => (await indexWorker()).pause(),
  resume: async () => (await indexWorker()).resume(),
  syncNow: async () => (await indexWorker()).syncNow(),
  clear: async () => (await indexWorker()).clear(),
};

/** The list's first rows, or a screen that needs the index now, whichever comes first. */
export function localIndexWanted(): Promise<void> {
  if (isIndexDemanded()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      stop();
      resolve();
    };
    const stop = onIndexDemand(done);
    void afterFirstScreen().then(done);
  });
}

function isLead(value: unknown): value is Lead {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { dtCreate?: unknown }).dtCreate === 'number'
  );
}

/**
 * The app's own creates and updates go into the local copy as soon as the CRM confirms them, from any screen.
 * Subscribed when the app starts, not when the index's code has loaded: that code comes with the list's first rows
 * or the first demand for the index, so a lead opened by its link and saved at once was never put, and the copy
 * showed the old lead until its re-read (a day, for an old lead). Putting it starts the index if it is not running.
 */
export function putSavedLeadsIntoIndex(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.mutation.options.mutationKey?.[0] !== 'leads') return;
    const data: unknown = event.mutation.state.data;
    if (!isLead(data)) return;
    void import('@/localIndex/connection').then(({ putLeadsIntoIndex }) => putLeadsIntoIndex([data]));
  });
}
