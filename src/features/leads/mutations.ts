import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createLead, updateLead } from '../../api/leads';
import type { LeadWrite } from '../../api/schemas/lead';
import { leadQueries } from './queries';

/**
 * PUT /lead/{id}. The answer replaces the cached detail (the detail page shows it without a refetch flash);
 * every list page is invalidated, since the change may move the lead in or out of any of them.
 */
export function useUpdateLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leads', 'update'],
    mutationFn: (changes: LeadWrite) => updateLead(id, changes),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadQueries.detail(id).queryKey, lead);
      void queryClient.invalidateQueries({ queryKey: leadQueries.lists() });
    },
  });
}

/**
 * POST /lead. The new lead is cached for its page at once, then re-read in the background: the create answer
 * differs from a read (phone as a string; `otherCount` may be missing on the earlier API variant).
 */
export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leads', 'create'],
    mutationFn: (values: LeadWrite) => createLead(values),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadQueries.detail(lead.id).queryKey, lead);
      void queryClient.invalidateQueries({ queryKey: leadQueries.detail(lead.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: leadQueries.lists() });
    },
  });
}
