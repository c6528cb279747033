import type { JsonResponse } from '../http/errors.ts';
import type { ProtectedRoute, RequestContext } from '../http/router.ts';
import { digitsOf } from '../phone.ts';
import type { Services } from '../services.ts';
import { digitsOfLength, maxLength, required, string } from '../validation/rules.ts';
import { validate } from '../validation/validator.ts';

const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function organizationRoutes(services: Services): ProtectedRoute[] {
  const create = (context: RequestContext): JsonResponse => {
    const body = context.body;
    validate(body, {
      name: [required(), string(), maxLength(255)],
      inn: [digitsOfLength([10, 12])],
      kpp: [digitsOfLength([9])],
      ogrn: [digitsOfLength([13, 15])],
      adress: [string(), maxLength(255)],
      addressLegal: [string(), maxLength(255)],
    });
    // Registration numbers stay text: an INN such as 0274062111 must keep its leading zero.
    const organization = services.organizations.insert({
      name: optionalText(body.name) ?? '',
      inn: digitsOf(body.inn),
      kpp: digitsOf(body.kpp),
      ogrn: digitsOf(body.ogrn),
      adress: optionalText(body.adress),
      addressLegal: optionalText(body.addressLegal),
    });
    return { status: 201, body: { data: organization } };
  };

  return [{ method: 'POST', path: '/org/client', access: 'token', handler: create }];
}
