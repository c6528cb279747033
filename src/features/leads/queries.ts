import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { getLead, type LeadListParams, listLeads, updateLead } from '../../api/leads';
import type { LeadWrite } from '../../api/schemas/lead';

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
  detail: (id: number) =>
    queryOptions({
      queryKey: [...leadQueries.details(), id],
      queryFn: ({ signal }) => getLead(id, { signal }),
    }),
};

/**
 * Lead writes. The key starts with `leads`: the local index copies every successful write's answer
 * (indexConnection), so the board and the filtered list see a move without waiting for a sync.
 */
export const leadMutations = {
  update: () =>
    mutationOptions({
      mutationKey: [...leadQueries.all(), 'update'] as const,
      mutationFn: ({ id, changes }: { id: number; changes: LeadWrite }) => updateLead(id, changes),
    }),
};
