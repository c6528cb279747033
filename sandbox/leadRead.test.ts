import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from './leads/pagination.ts';
import { type LeadJson, startTestSandbox, type TestSandbox } from './testing/harness.ts';
import { leadFieldsInRead } from './testing/leadFields.ts';

let api: TestSandbox;
let token: string;
beforeAll(async () => {
  api = await startTestSandbox();
  token = await api.login();
});
afterAll(async () => {
  await api.close();
});

describe('GET /lead/{id}', () => {
  it('returns the lead as the list does, without contractId and with a numeric phone', async () => {
    const listed = (await api.call<Paginated<LeadJson>>('GET', '/lead?per_page=500', { token })).body.data;
    const sample = listed.find((lead) => lead.phone !== null);
    if (sample === undefined) throw new Error('seed has no lead with a phone');
    const response = await api.call<{ data: LeadJson }>('GET', `/lead/${sample.id}`, { token });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['data']);
    expect(Object.keys(response.body.data)).toEqual(leadFieldsInRead);
    expect(typeof response.body.data.phone).toBe('number');
    const { contractId: _contract, ...expected } = sample;
    expect(response.body.data).toEqual(expected);
  });

  it('answers an unknown id with Laravel’s model-not-found 404', async () => {
    const response = await api.call('GET', '/lead/123456', { token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No query results for model [App\\Models\\Lead] 123456' });
  });

  it('answers a non-numeric id with 404 too', async () => {
    const response = await api.call('GET', '/lead/abc', { token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No query results for model [App\\Models\\Lead] abc' });
  });
});
