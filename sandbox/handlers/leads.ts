import { type LeadRecord, type LeadWritableField, leadWritableFields } from '../db/leadColumns.ts';
import { type JsonResponse, modelNotFound } from '../http/errors.ts';
import type { ProtectedRoute, RequestContext } from '../http/router.ts';
import { parseLeadListQuery } from '../leads/listQuery.ts';
import { paginate } from '../leads/pagination.ts';
import { completeLeadValues, leadRules, leadValuesFrom } from '../leads/rules.ts';
import { serializeLead } from '../leads/serialize.ts';
import { references } from '../references.ts';
import type { Services } from '../services.ts';
import { validate } from '../validation/validator.ts';

export function leadRoutes(services: Services): ProtectedRoute[] {
  const rules = leadRules(references(services));

  const findOr404 = (context: RequestContext): LeadRecord => {
    const raw = context.params.id ?? '';
    const lead = /^\d{1,15}$/.test(raw) ? services.leads.find(Number(raw)) : undefined;
    if (lead === undefined) throw modelNotFound('Lead', raw);
    return lead;
  };

  const list = (context: RequestContext): JsonResponse => {
    const query = parseLeadListQuery(context.query);
    const total = services.leads.count(query.filter);
    const items = services.leads.list(query.filter, query.perPage, (query.page - 1) * query.perPage);
    const page = paginate({
      items: items.map((lead) => serializeLead(lead, 'list')),
      total,
      page: query.page,
      perPage: query.perPage,
      path: `${context.origin}${context.path}`,
      query: query.linkQuery,
    });
    return { status: 200, body: page };
  };

  const read = (context: RequestContext): JsonResponse => ({
    status: 200,
    body: { data: serializeLead(findOr404(context), 'read') },
  });

  const create: ProtectedRoute['handler'] = (context, user) => {
    validate(context.body, rules);
    const now = services.now();
    const id = services.leads.insert({
      ...completeLeadValues(context.body),
      clientId: null,
      contractId: null,
      userIdCreate: user.employeeId,
      userIdUpdate: null,
      dtCreate: now,
      dtUpdate: now,
    });
    const lead = services.leads.find(id);
    return { status: 201, body: { data: lead === undefined ? null : serializeLead(lead, 'created') } };
  };

  const update: ProtectedRoute['handler'] = (context, user) => {
    const existing = findOr404(context);
    const provided = leadWritableFields.filter((field) => field in context.body);
    const current: Record<string, unknown> = {};
    for (const field of leadWritableFields) current[field] = existing[field];
    const merged = { ...current, ...pick(context.body, provided) };
    validate(merged, rules);
    services.leads.update(existing.id, leadValuesFrom(context.body, provided), {
      userIdUpdate: user.employeeId,
      dtUpdate: services.now(),
    });
    return read(context);
  };

  return [
    { method: 'GET', path: '/lead', access: 'token', handler: list },
    { method: 'POST', path: '/lead', access: 'token', handler: create },
    { method: 'GET', path: '/lead/:id', access: 'token', handler: read },
    { method: 'PUT', path: '/lead/:id', access: 'token', handler: update },
  ];
}

function pick(
  source: Record<string, unknown>,
  fields: readonly LeadWritableField[],
): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, source[field]]));
}
