import { type LeadRecord, leadLabelFields } from '../db/leadColumns.ts';

export type LeadShape = 'list' | 'read' | 'created';

// The real service casts the phone column to a number when it reads a lead back, but echoes the request's
// string in the create response; contractId is joined in only by the list query.
export function serializeLead(lead: LeadRecord, shape: LeadShape): Record<string, unknown> {
  const phone = lead.phone === null ? null : shape === 'created' ? lead.phone : Number(lead.phone);
  const json: Record<string, unknown> = {
    id: lead.id,
    firstId: lead.firstId,
    clientId: lead.clientId,
    name: lead.name,
    phone,
    email: lead.email,
    userIdCreate: lead.userIdCreate,
    userIdUpdate: lead.userIdUpdate,
    userIdOwner: lead.userIdOwner,
    sourceId: lead.sourceId,
    funnelStageId: lead.funnelStageId,
    remoteId: lead.remoteId,
    dtCreate: lead.dtCreate,
    dtUpdate: lead.dtUpdate,
    dtNotAnswer: null,
    notAnswer: null,
    locationUnitId: lead.locationUnitId,
    locationCityId: lead.locationCityId,
    otherCount: lead.otherCount,
    cost: lead.cost,
  };
  if (shape !== 'read') json.contractId = lead.contractId;
  for (const field of leadLabelFields) json[field] = lead[field];
  return json;
}
