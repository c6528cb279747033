import { type RequestOptions, request } from './http';
import { type Deal, DealEnvelopeSchema, type DealWrite } from './schemas/deal';

export async function createDeal(values: DealWrite, init?: RequestOptions): Promise<Deal> {
  const body = await request('/contract', DealEnvelopeSchema, { ...init, method: 'POST', body: values });
  return body.data;
}
