import type { JsonResponse } from '../http/errors.ts';
import type { ProtectedRoute, RequestContext } from '../http/router.ts';
import { references } from '../references.ts';
import type { Services } from '../services.ts';
import { exists, integer, required } from '../validation/rules.ts';
import { validate } from '../validation/validator.ts';
import { toInteger } from '../validation/values.ts';

export function contractRoutes(services: Services): ProtectedRoute[] {
  const refs = references(services);
  const rules = {
    contact_id: [required(), integer(), exists(refs.client)],
    org_id: [integer(), exists(refs.organization)],
    userIdOwner: [integer(), exists(refs.employee)],
    funnelStageId: [required(), integer(), exists(refs.funnelStage)],
    locationCityId: [integer(), exists(refs.city)],
    locationUnitId: [integer(), exists(refs.office)],
  };

  const create = (context: RequestContext): JsonResponse => {
    const body = context.body;
    validate(body, rules);
    const contract = services.contracts.insert({
      contact_id: toInteger(body.contact_id) ?? 0,
      org_id: toInteger(body.org_id),
      userIdOwner: toInteger(body.userIdOwner),
      funnelStageId: toInteger(body.funnelStageId) ?? 0,
      locationCityId: toInteger(body.locationCityId),
      locationUnitId: toInteger(body.locationUnitId),
    });
    return { status: 201, body: { data: contract } };
  };

  return [{ method: 'POST', path: '/contract', access: 'token', handler: create }];
}
