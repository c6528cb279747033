import {
  keepPreviousData,
  mutationOptions,
  onlineManager,
  type QueryClient,
  queryOptions,
  skipToken,
} from '@tanstack/react-query';
import { NetworkError } from '@/api/errors';
import { createLead, getLead, type LeadListParams, listLeads, updateLead } from '@/api/leads';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { outboxUnsentCount } from './outbox/outboxState';

/** Keys are built from the same pieces, so invalidating `lists()` reaches every page and filter. */
export const leadQueries = {
  all: () => ['leads'] as const,
  lists: () => [...leadQueries.all(), 'list'] as const,
  list: (params: LeadListParams) =>
    queryOptions({
      queryKey: [...leadQueries.lists(), params],
      queryFn: ({ signal }) => listLeads(params, { signal }),
      placeholderData: keepPreviousData,
      // A page of up to 500 leads is replaced whole; deep-comparing it with the last one only costs main-thread time.
      structuralSharing: false,
    }),
  details: () => [...leadQueries.all(), 'detail'] as const,
  /** `null`: no lead to read yet (the query stays idle). */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...leadQueries.details(), id],
      queryFn: id === null ? skipToken : ({ signal }) => getLead(id, { signal }),
    }),
};

/** What a successful PUT was sent with: the lead's id and only the changed fields. */
export interface LeadUpdate {
  id: number;
  changes: LeadWrite;
  /** Sent now whatever the network and the outbox say: the outbox's own sending. */
  direct?: boolean;
}

/**
 * What every way of learning about a new lead does to the cache: the create answer, or the lead found after a
 * create whose answer was lost. The lead is cached for its page at once, then re-read in the background (the
 * create answer differs from a read: phone as a string; `otherCount` may be missing on the earlier API variant).
 */
export function cacheCreatedLead(queryClient: QueryClient, lead: Lead): void {
  queryClient.setQueryData(leadQueries.detail(lead.id).queryKey, lead);
  void queryClient.invalidateQueries({ queryKey: leadQueries.detail(lead.id).queryKey });
  void queryClient.invalidateQueries({ queryKey: leadQueries.lists() });
}

/**
 * Lead writes, one entry per write like the other resources' `…Mutations`. The keys (`['leads', 'create']`,
 * `['leads', 'update']`) are stable: other parts of the app (the local lead index) watch the MutationCache for
 * successful writes by them. The answers refresh the cache: the detail is replaced and every list is invalidated,
 * as the change may move the lead in or out of any page.
 */
export const leadMutations = {
  all: () => ['leads'] as const,
  /** POST /lead. */
  create: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...leadMutations.all(), 'create'],
      mutationFn: (values: LeadWrite) => createLead(values),
      onSuccess: (lead: Lead) => cacheCreatedLead(queryClient, lead),
    }),
  /** PUT /lead/{id}. The answer replaces the cached detail, so the detail page shows it without a refetch flash. */
  update: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...leadMutations.all(), 'update'],
      // Offline (or behind changes still waiting) a change goes to the outbox, sent in order when the network is
      // back; the answer is the lead as it will be, so every screen shows the change at once.
      networkMode: 'always',
      mutationFn: async ({ id, changes, direct }: LeadUpdate) => {
        if (direct) return updateLead(id, changes);
        if (onlineManager.isOnline() && outboxUnsentCount() === 0) {
          try {
            return await updateLead(id, changes);
          } catch (error) {
            // The network went before the browser said so: kept like any change made offline. (Had the request
            // reached the CRM after all, the outbox finds the lead changed and asks before sending it again.)
            if (!(error instanceof NetworkError) || navigator.onLine) throw error;
          }
        }
        const { enqueueLeadChange } = await import('./outbox/outbox');
        const cached = queryClient.getQueryData(leadQueries.detail(id).queryKey);
        return enqueueLeadChange(queryClient, id, cached, changes);
      },
      onSuccess: (lead: Lead) => {
        queryClient.setQueryData(leadQueries.detail(lead.id).queryKey, lead);
        void queryClient.invalidateQueries({ queryKey: leadQueries.lists() });
      },
    }),
};
