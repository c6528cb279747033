import { type RequestOptions, request } from './http';
import { parseInSlices } from './parseInSlices';
import {
  type Lead,
  LeadEnvelopeSchema,
  type LeadPage,
  LeadPageFrameSchema,
  LeadSchema,
  type LeadWrite,
} from './schemas/lead';

export interface LeadListParams {
  page: number;
  perPage: number;
  /** Inclusive unix-second bounds on dtCreate. */
  createdFrom?: number;
  createdTo?: number;
}

export async function listLeads(params: LeadListParams, init?: RequestOptions): Promise<LeadPage> {
  const page = await request('/lead', LeadPageFrameSchema, {
    ...init,
    query: {
      page: params.page,
      per_page: params.perPage,
      'dtCreate[0]': params.createdFrom,
      'dtCreate[1]': params.createdTo,
    },
  });
  return { ...page, data: await parseInSlices('/lead', page.data, LeadSchema, init?.signal) };
}

export async function getLead(id: number, init?: RequestOptions): Promise<Lead> {
  const body = await request(`/lead/${id}`, LeadEnvelopeSchema, init);
  return body.data;
}

export async function createLead(values: LeadWrite, init?: RequestOptions): Promise<Lead> {
  const body = await request('/lead', LeadEnvelopeSchema, { ...init, method: 'POST', body: values });
  return body.data;
}

/** PUT's answer is not documented: we read `{data: lead}` (docs/api.md, notes). */
export async function updateLead(id: number, changes: LeadWrite, init?: RequestOptions): Promise<Lead> {
  const body = await request(`/lead/${id}`, LeadEnvelopeSchema, { ...init, method: 'PUT', body: changes });
  return body.data;
}
