import { type RequestOptions, request } from './http';
import { type Client, ClientEnvelopeSchema, type ClientWrite } from './schemas/client';

export async function createClient(values: ClientWrite, init?: RequestOptions): Promise<Client> {
  const body = await request('/client', ClientEnvelopeSchema, { ...init, method: 'POST', body: values });
  return body.data;
}

/** Finds a client by phone, or creates one from the same fields (body: docs/api.md, notes). */
export async function findOrCreateClient(values: ClientWrite, init?: RequestOptions): Promise<Client> {
  const body = await request('/client/store-or-first', ClientEnvelopeSchema, {
    ...init,
    method: 'POST',
    body: values,
  });
  return body.data;
}
