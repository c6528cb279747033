import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox, type ValidationBody } from './testing/harness.ts';

interface ClientJson {
  id: number;
  surname: string | null;
  firstName: string;
  patronymic: string | null;
  phone: string;
  email: string | null;
  dob: string | null;
}

let api: TestSandbox;
let token: string;
beforeAll(async () => {
  api = await startTestSandbox();
  token = await api.login();
});
afterAll(async () => {
  await api.close();
});

const post = <T = { data: ClientJson }>(path: string, json: unknown) =>
  api.call<T>('POST', path, { token, json });

describe('POST /client', () => {
  it('creates a client with 201', async () => {
    const response = await post('/client', {
      surname: 'Иванова',
      firstName: 'Мария',
      patronymic: 'Петровна',
      phone: '+7 912 345-67-89',
      email: 'maria@example.ru',
      dob: '1990-05-17',
    });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body.data)).toEqual([
      'id',
      'surname',
      'firstName',
      'patronymic',
      'phone',
      'email',
      'dob',
    ]);
    expect(response.body.data).toMatchObject({
      surname: 'Иванова',
      firstName: 'Мария',
      patronymic: 'Петровна',
      phone: '79123456789',
      email: 'maria@example.ru',
      dob: '1990-05-17',
    });
    expect(response.body.data.id).toBeGreaterThan(0);
  });

  it('returns null for the optional fields left out', async () => {
    const response = await post('/client', { firstName: 'Олег', phone: '79120000001' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ surname: null, patronymic: null, email: null, dob: null });
  });

  it('requires the first name and the phone', async () => {
    const response = await post<ValidationBody>('/client', { surname: 'Без имени' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The first name field is required. (and 1 more error)',
      errors: {
        firstName: ['The first name field is required.'],
        phone: ['The phone field is required.'],
      },
    });
  });

  it('checks the date of birth and the e-mail', async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const future = await post<ValidationBody>('/client', {
      firstName: 'А',
      phone: '79120000002',
      dob: tomorrow,
    });
    expect(future.body).toEqual({
      message: 'The dob field must be a date before or equal to today.',
      errors: { dob: ['The dob field must be a date before or equal to today.'] },
    });
    const notADate = await post<ValidationBody>('/client', {
      firstName: 'А',
      phone: '79120000002',
      dob: '1990-02-30',
      email: 'nope',
    });
    expect(notADate.status).toBe(422);
    expect(notADate.body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      dob: ['The dob field must be a valid date.', 'The dob field must be a date before or equal to today.'],
    });
  });
});

describe('POST /client/store-or-first', () => {
  it('creates a client with 201, then finds it by the phone digits with 200', async () => {
    const created = await post('/client/store-or-first', { firstName: 'Анна', phone: '8 (903) 777-66-55' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ firstName: 'Анна', phone: '79037776655' });

    const found = await post('/client/store-or-first', { firstName: 'Другое имя', phone: '+79037776655' });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual(created.body.data);
  });

  it('finds without a first name but needs one to create', async () => {
    const found = await post('/client/store-or-first', { phone: '79037776655' });
    expect(found.status).toBe(200);
    const missing = await post<ValidationBody>('/client/store-or-first', { phone: '79030000000' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ firstName: ['The first name field is required.'] });
  });

  it('requires the phone', async () => {
    const response = await post<ValidationBody>('/client/store-or-first', { firstName: 'Анна' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The phone field is required.',
      errors: { phone: ['The phone field is required.'] },
    });
  });
});
