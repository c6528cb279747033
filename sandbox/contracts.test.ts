import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox, type ValidationBody } from './testing/harness.ts';

let api: TestSandbox;
let token: string;
let clientId: number;
let orgId: number;
beforeAll(async () => {
  api = await startTestSandbox();
  token = await api.login();
  const client = await api.call<{ data: { id: number } }>('POST', '/client', {
    token,
    json: { firstName: 'Игорь', phone: '79150000000' },
  });
  clientId = client.body.data.id;
  const org = await api.call<{ data: { id: number } }>('POST', '/org/client', {
    token,
    json: { name: 'ООО «Сделка»' },
  });
  orgId = org.body.data.id;
});
afterAll(async () => {
  await api.close();
});

const post = <T = { data: Record<string, unknown> }>(json: unknown) =>
  api.call<T>('POST', '/contract', { token, json });

describe('POST /contract', () => {
  it('creates a deal with 201', async () => {
    const response = await post({
      contact_id: clientId,
      org_id: orgId,
      userIdOwner: 1,
      funnelStageId: 4,
      locationCityId: 1,
      locationUnitId: '2',
    });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body.data)).toEqual([
      'id',
      'contact_id',
      'org_id',
      'userIdOwner',
      'funnelStageId',
      'locationCityId',
      'locationUnitId',
    ]);
    expect(response.body.data).toMatchObject({
      contact_id: clientId,
      org_id: orgId,
      userIdOwner: 1,
      funnelStageId: 4,
      locationCityId: 1,
      locationUnitId: 2,
    });
  });

  it('leaves the optional fields null', async () => {
    const response = await post({ contact_id: clientId, funnelStageId: 1 });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      org_id: null,
      userIdOwner: null,
      locationCityId: null,
      locationUnitId: null,
    });
  });

  it('requires the client and the stage', async () => {
    const response = await post<ValidationBody>({});
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The contact id field is required. (and 1 more error)',
      errors: {
        contact_id: ['The contact id field is required.'],
        funnelStageId: ['The funnel stage id field is required.'],
      },
    });
  });

  it('refuses references that do not exist', async () => {
    const response = await post<ValidationBody>({
      contact_id: 999_999,
      org_id: 999_999,
      userIdOwner: 999_999,
      funnelStageId: 99,
      locationCityId: 99,
      locationUnitId: 99,
    });
    expect(response.body.errors).toEqual({
      contact_id: ['The selected contact id is invalid.'],
      org_id: ['The selected org id is invalid.'],
      userIdOwner: ['The selected user id owner is invalid.'],
      funnelStageId: ['The selected funnel stage id is invalid.'],
      locationCityId: ['The selected location city id is invalid.'],
      locationUnitId: ['The selected location unit id is invalid.'],
    });
  });
});
