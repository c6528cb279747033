import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { useCatalogs } from '@/config/useCatalogs';
import { leadQueries } from '@/features/leads';
import type { ClientFormValues } from '@/shared/recordForms/client/clientFormSchema';
import { emptyClientForm } from '@/shared/recordForms/client/clientFormSchema';
import type { DealFormValues } from '../components/dealForm/dealFormSchema';
import { emptyDealForm } from '../components/dealForm/dealFormSchema';
import { clientValuesFromLead, dealValuesFromLead } from '../lib/leadPrefill';

const leadIdParam = z.catch(z.nullable(z.coerce.number().check(z.int(), z.positive())), null);

/**
 * `?fromLead=<id>`: fills the client and deal forms from the lead once it loads. The filled values become the
 * forms' defaults, so only the user's own edits count as unsaved work.
 */
export function useLeadPrefill(
  clientForm: UseFormReturn<ClientFormValues, unknown, ClientFormValues>,
  dealForm: UseFormReturn<DealFormValues, unknown, DealFormValues>,
  clientDefaults: Partial<ClientFormValues>,
) {
  const [searchParams] = useSearchParams();
  const leadId = leadIdParam.parse(searchParams.get('fromLead'));
  const { catalogs } = useCatalogs();
  const lead = useQuery(leadQueries.detail(leadId));
  const appliedTo = useRef<number | null>(null);

  useEffect(() => {
    if (!lead.data || appliedTo.current === lead.data.id) return;
    appliedTo.current = lead.data.id;
    if (!clientForm.formState.isDirty) {
      clientForm.reset(emptyClientForm({ ...clientDefaults, ...clientValuesFromLead(lead.data) }));
    }
    if (!dealForm.formState.isDirty) dealForm.reset(emptyDealForm(dealValuesFromLead(lead.data, catalogs)));
  }, [lead.data, clientForm, dealForm, clientDefaults, catalogs]);

  return { leadId, lead };
}
