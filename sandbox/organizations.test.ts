import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox, type ValidationBody } from './testing/harness.ts';

let api: TestSandbox;
let token: string;
beforeAll(async () => {
  api = await startTestSandbox();
  token = await api.login();
});
afterAll(async () => {
  await api.close();
});

const post = <T = { data: Record<string, unknown> }>(json: unknown) =>
  api.call<T>('POST', '/org/client', { token, json });

describe('POST /org/client', () => {
  it('creates an organisation with 201 and keeps leading zeros', async () => {
    const response = await post({
      name: 'ООО «Тест»',
      inn: '0274062111',
      kpp: '027401001',
      ogrn: '1020202552920',
      adress: 'г. Уфа, ул. Ленина, 1',
      addressLegal: 'г. Уфа, ул. Ленина, 2',
    });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body.data)).toEqual([
      'id',
      'name',
      'inn',
      'kpp',
      'ogrn',
      'adress',
      'addressLegal',
    ]);
    expect(response.body.data).toMatchObject({
      name: 'ООО «Тест»',
      inn: '0274062111',
      kpp: '027401001',
      ogrn: '1020202552920',
      adress: 'г. Уфа, ул. Ленина, 1',
      addressLegal: 'г. Уфа, ул. Ленина, 2',
    });
  });

  it('accepts numbers given as integers and leaves the rest null', async () => {
    const response = await post({ name: 'ИП Петров', inn: 500100732259, ogrn: 304500116000157 });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      inn: '500100732259',
      kpp: null,
      ogrn: '304500116000157',
      adress: null,
      addressLegal: null,
    });
  });

  it('requires the name and checks the numbers', async () => {
    const response = await post<ValidationBody>({ inn: '12345', kpp: '12345678X', ogrn: 'abc' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The name field is required. (and 3 more errors)',
      errors: {
        name: ['The name field is required.'],
        inn: ['The inn field must be 10 or 12 digits.'],
        kpp: ['The kpp field must be 9 digits.'],
        ogrn: ['The ogrn field must be 13 or 15 digits.'],
      },
    });
  });
});
