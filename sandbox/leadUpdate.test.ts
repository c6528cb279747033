import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeadJson, startTestSandbox, type TestSandbox, type ValidationBody } from './testing/harness.ts';
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

const createLead = async (json: Record<string, unknown>): Promise<LeadJson> =>
  (await api.call<{ data: LeadJson }>('POST', '/lead', { token, json: { sourceId: 1, ...json } })).body.data;
const update = <T = { data: LeadJson }>(id: number, json: unknown) =>
  api.call<T>('PUT', `/lead/${id}`, { token, json });

describe('PUT /lead/{id}', () => {
  it('changes only the given fields and returns the lead as GET does', async () => {
    const lead = await createLead({
      name: 'Старое имя',
      phone: '79161110000',
      email: 'old@example.ru',
      cost: 100,
    });
    const response = await update(lead.id, {
      name: 'Новое имя',
      phone: '+7 916 111-00-01',
      funnelStageId: '2',
    });
    expect(response.status).toBe(200);
    const updated = response.body.data;
    expect(Object.keys(updated)).toEqual(leadFieldsInRead);
    expect(updated).toMatchObject({
      id: lead.id,
      name: 'Новое имя',
      phone: 79161110001,
      email: 'old@example.ru',
      cost: 100,
      funnelStageId: 2,
      sourceId: 1,
      userIdUpdate: lead.userIdCreate,
      dtCreate: lead.dtCreate,
    });
    expect(updated.dtUpdate).toBeGreaterThanOrEqual(lead.dtUpdate);
    const read = await api.call<{ data: LeadJson }>('GET', `/lead/${lead.id}`, { token });
    expect(read.body.data).toEqual(updated);
  });

  it('clears a field sent as null or an empty string', async () => {
    const lead = await createLead({ phone: '79161110002', email: 'clear@example.ru', cost: 5 });
    const response = await update(lead.id, { email: '', cost: null });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ email: null, cost: null, phone: 79161110002 });
  });

  it('refuses to leave a lead with neither phone nor e-mail', async () => {
    const lead = await createLead({ phone: '79161110003' });
    const response = await update<ValidationBody>(lead.id, { phone: null });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The phone field is required when email is not present. (and 1 more error)',
      errors: {
        phone: ['The phone field is required when email is not present.'],
        email: ['The email field is required when phone is not present.'],
      },
    });
    const swap = await update(lead.id, { phone: null, email: 'swap@example.ru' });
    expect(swap.status).toBe(200);
    expect(swap.body.data).toMatchObject({ phone: null, email: 'swap@example.ru' });
  });

  it('validates present fields with the create rules', async () => {
    const lead = await createLead({ phone: '79161110004' });
    const response = await update<ValidationBody>(lead.id, {
      email: 'bad',
      sourceId: null,
      userIdOwner: 'x',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      userIdOwner: ['The user id owner field must be an integer.', 'The selected user id owner is invalid.'],
      sourceId: ['The source id field is required.'],
    });
  });

  it('answers an unknown id with 404', async () => {
    const response = await update(987654, { name: 'x' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No query results for model [App\\Models\\Lead] 987654' });
  });
});
