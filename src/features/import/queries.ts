import { queryOptions } from '@tanstack/react-query';
import { latestLeadsLookup } from './duplicates/existingLeads';

export const importQueries = {
  all: () => ['import'] as const,
  /** The latest leads' contacts, where the local index cannot say which rows are already in the CRM. */
  latestLeads: () =>
    queryOptions({
      queryKey: [...importQueries.all(), 'latestLeads'],
      queryFn: ({ signal }) => latestLeadsLookup({ signal }),
      structuralSharing: false,
      gcTime: 0,
    }),
};
