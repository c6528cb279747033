import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeadJson, startTestSandbox, type TestSandbox, type ValidationBody } from './testing/harness.ts';
import { leadFieldsInList } from './testing/leadFields.ts';

let api: TestSandbox;
let token: string;
let adminId: number;
beforeAll(async () => {
  api = await startTestSandbox();
  token = await api.login();
  const employees = await api.call<{ data: { id: number; email: string }[] }>('GET', '/user/all-list', {
    token,
  });
  adminId = employees.body.data.find((employee) => employee.email === 'admin@sandbox.test')?.id ?? -1;
});
afterAll(async () => {
  await api.close();
});

const create = (json: unknown) => api.call<{ data: LeadJson }>('POST', '/lead', { token, json });
const invalid = (json: unknown) => api.call<ValidationBody>('POST', '/lead', { token, json });

describe('POST /lead', () => {
  it('creates a lead: 201, every field, phone as a string, unset fields null', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await create({ name: 'Пётр Сидоров', phone: '+7 (916) 555-12-34', sourceId: 2 });
    expect(response.status).toBe(201);
    const lead = response.body.data;
    expect(Object.keys(lead)).toEqual(leadFieldsInList);
    expect(lead).toMatchObject({
      name: 'Пётр Сидоров',
      phone: '79165551234',
      email: null,
      sourceId: 2,
      userIdCreate: adminId,
      userIdUpdate: null,
      userIdOwner: null,
      funnelStageId: null,
      cost: null,
      utmSource: null,
      firstId: null,
      otherCount: 0,
      contractId: null,
    });
    expect(lead.dtCreate).toBeGreaterThanOrEqual(before);
    expect(lead.dtUpdate).toBe(lead.dtCreate);

    const read = await api.call<{ data: LeadJson }>('GET', `/lead/${lead.id}`, { token });
    expect(read.body.data.phone).toBe(79165551234);
  });

  it('accepts a numeric string sourceId and stores it as an integer', async () => {
    const response = await create({ email: 'string.source@example.ru', sourceId: '3', cost: '15000' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ sourceId: 3, cost: 15000, phone: null });
  });

  it('stores every accepted field', async () => {
    const labels = {
      utmSource: 'yandex',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmContent: 'ad1',
      utmTerm: 'кухни',
      utmReferrer: 'https://ya.ru/',
      openstatService: 'direct.yandex.ru',
      openstatCampaign: '1',
      openstatAd: '2',
      openstatSource: 'search',
      from: 'landing',
      yclid: '123',
      ymclid: '456',
      ymClientId: '789',
      gclid: 'g',
      yqrid: 'q',
      fbclid: 'f',
      trackerId: 't',
      referrer: 'https://example.ru/',
      ip: '10.0.0.1',
    };
    const json = {
      name: 'Полный',
      phone: '89031112233',
      email: 'full@example.ru',
      userIdOwner: adminId,
      sourceId: 1,
      remoteId: 42,
      locationUnitId: 3,
      locationCityId: 2,
      funnelStageId: 4,
      cost: 99000,
      ...labels,
    };
    const response = await create(json);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ ...json, phone: '79031112233' });
  });

  it('computes firstId and otherCount against existing leads', async () => {
    const first = (await create({ phone: '79990001122', sourceId: 1 })).body.data;
    const second = (await create({ phone: '7 999 000 11 22', email: 'dup@example.ru', sourceId: 1 })).body
      .data;
    const third = (await create({ email: 'dup@example.ru', sourceId: 1 })).body.data;
    expect(second).toMatchObject({ firstId: first.id, otherCount: 1 });
    expect(third).toMatchObject({ firstId: second.id, otherCount: 1 });
    const readFirst = await api.call<{ data: LeadJson }>('GET', `/lead/${first.id}`, { token });
    expect(readFirst.body.data).toMatchObject({ firstId: null, otherCount: 1 });
    const readSecond = await api.call<{ data: LeadJson }>('GET', `/lead/${second.id}`, { token });
    expect(readSecond.body.data).toMatchObject({ firstId: first.id, otherCount: 2 });
  });
});

describe('POST /lead validation (Laravel messages)', () => {
  it('requires phone or email, and sourceId', async () => {
    const response = await invalid({ name: 'Без контактов' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The phone field is required when email is not present. (and 2 more errors)',
      errors: {
        phone: ['The phone field is required when email is not present.'],
        email: ['The email field is required when phone is not present.'],
        sourceId: ['The source id field is required.'],
      },
    });
  });

  it('treats empty strings as missing', async () => {
    const response = await invalid({ phone: '', email: '  ', sourceId: 1 });
    expect(response.body).toEqual({
      message: 'The phone field is required when email is not present. (and 1 more error)',
      errors: {
        phone: ['The phone field is required when email is not present.'],
        email: ['The email field is required when phone is not present.'],
      },
    });
  });

  it('trims every string and turns blank ones into null before validating, as Laravel’s middleware does', async () => {
    const response = await create({
      name: '  Анна Петрова \t',
      email: '  anna.trimmed@example.ru  ',
      phone: '   ',
      sourceId: ' 2 ',
      referrer: '',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      name: 'Анна Петрова',
      email: 'anna.trimmed@example.ru',
      phone: null,
      sourceId: 2,
      referrer: null,
    });
  });

  it('reports a single error without a suffix', async () => {
    const response = await invalid({ phone: '79161234567' });
    expect(response.body).toEqual({
      message: 'The source id field is required.',
      errors: { sourceId: ['The source id field is required.'] },
    });
  });

  it('checks e-mail, integers, lengths and references', async () => {
    const response = await invalid({
      name: 'я'.repeat(256),
      email: 'not-an-email',
      sourceId: 'abc',
      userIdOwner: 9999,
      funnelStageId: 99,
      locationCityId: 99,
      locationUnitId: 99,
      remoteId: '1.5',
      cost: 'дорого',
      utmSource: 'u'.repeat(256),
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      name: ['The name field must not be greater than 255 characters.'],
      email: ['The email field must be a valid email address.'],
      userIdOwner: ['The selected user id owner is invalid.'],
      sourceId: ['The source id field must be an integer.', 'The selected source id is invalid.'],
      remoteId: ['The remote id field must be an integer.'],
      locationUnitId: ['The selected location unit id is invalid.'],
      locationCityId: ['The selected location city id is invalid.'],
      funnelStageId: ['The selected funnel stage id is invalid.'],
      cost: ['The cost field must be an integer.'],
      utmSource: ['The utm source field must not be greater than 255 characters.'],
    });
    expect(response.body.message).toBe(
      'The name field must not be greater than 255 characters. (and 10 more errors)',
    );
  });

  it('refuses a source that is not in the catalog', async () => {
    const response = await invalid({ phone: '79161234567', sourceId: 42 });
    expect(response.body).toEqual({
      message: 'The selected source id is invalid.',
      errors: { sourceId: ['The selected source id is invalid.'] },
    });
  });

  it('refuses a phone that is not a phone', async () => {
    const response = await invalid({ phone: 'call me', sourceId: 1 });
    expect(response.body.errors).toEqual({ phone: ['The phone field format is invalid.'] });
  });
});
