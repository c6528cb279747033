import type { Client } from '../db/clientStore.ts';
import type { JsonResponse } from '../http/errors.ts';
import type { ProtectedRoute, RequestContext } from '../http/router.ts';
import { normalizePhone } from '../phone.ts';
import type { Services } from '../services.ts';
import {
  beforeOrEqualToday,
  date,
  email,
  maxLength,
  phone,
  type Rule,
  required,
  string,
} from '../validation/rules.ts';
import type { RuleSet } from '../validation/validator.ts';
import { validate } from '../validation/validator.ts';

const text = (): Rule[] => [string(), maxLength(255)];

function clientRules(firstNameRequired: boolean): RuleSet {
  return {
    surname: text(),
    firstName: firstNameRequired ? [required(), ...text()] : text(),
    patronymic: text(),
    phone: [required(), phone(), maxLength(255)],
    email: [string(), email(), maxLength(255)],
    dob: [date(), beforeOrEqualToday()],
  };
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function clientFrom(body: Record<string, unknown>): Omit<Client, 'id'> {
  return {
    surname: optionalText(body.surname),
    firstName: optionalText(body.firstName) ?? '',
    patronymic: optionalText(body.patronymic),
    phone: normalizePhone(body.phone) ?? '',
    email: optionalText(body.email),
    dob: optionalText(body.dob),
  };
}

const clientResponse = (status: number, client: Client): JsonResponse => ({ status, body: { data: client } });

export function clientRoutes(services: Services): ProtectedRoute[] {
  const create = (context: RequestContext): JsonResponse => {
    validate(context.body, clientRules(true));
    return clientResponse(201, services.clients.insert(clientFrom(context.body)));
  };

  // Find by the phone's digits first; only creating needs the first name.
  const storeOrFirst = (context: RequestContext): JsonResponse => {
    validate(context.body, clientRules(false));
    const found = services.clients.findByPhone(normalizePhone(context.body.phone) ?? '');
    if (found !== undefined) return clientResponse(200, found);
    return create(context);
  };

  return [
    { method: 'POST', path: '/client', access: 'token', handler: create },
    { method: 'POST', path: '/client/store-or-first', access: 'token', handler: storeOrFirst },
  ];
}
