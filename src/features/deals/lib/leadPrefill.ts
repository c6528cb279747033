import type { Lead } from '@/api/schemas/lead';
import type { Catalogs } from '@/config/runtimeConfig';
import { formatPhone } from '@/shared/lib/phones';
import type { ClientFormValues } from '@/shared/recordForms/client/clientFormSchema';
import type { DealFormValues } from '../components/dealForm/dealFormSchema';
import { splitPersonName } from './splitPersonName';

export function clientValuesFromLead(lead: Lead): Partial<ClientFormValues> {
  return {
    ...splitPersonName(lead.name),
    phone: lead.phone === null ? '' : formatPhone(lead.phone),
    email: lead.email ?? '',
  };
}

/** Ids the account's catalog does not know are left out: a picker could not show them, only send them. */
export function dealValuesFromLead(lead: Lead, catalogs: Catalogs): Partial<DealFormValues> {
  const known = (entries: readonly { id: number }[], id: number | null) =>
    id !== null && entries.some((entry) => entry.id === id) ? String(id) : '';
  return {
    userIdOwner: lead.userIdOwner === null ? '' : String(lead.userIdOwner),
    funnelStageId: known(catalogs.funnelStages, lead.funnelStageId),
    locationCityId: known(catalogs.cities, lead.locationCityId),
    locationUnitId: known(catalogs.offices, lead.locationUnitId),
  };
}
