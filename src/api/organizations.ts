import { type RequestOptions, request } from './http';
import {
  type Organization,
  OrganizationEnvelopeSchema,
  type OrganizationWrite,
} from './schemas/organization';

export async function createOrganization(
  values: OrganizationWrite,
  init?: RequestOptions,
): Promise<Organization> {
  const body = await request('/org/client', OrganizationEnvelopeSchema, {
    ...init,
    method: 'POST',
    body: values,
  });
  return body.data;
}
