import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getLead, type LeadListParams, listLeads } from '../../api/leads';

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
