import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing/harness.ts';

let api: TestSandbox;
beforeAll(async () => {
  api = await startTestSandbox();
});
afterAll(async () => {
  await api.close();
});

it('GET /user/all-list lists the employees with id, name and email', async () => {
  const token = await api.login();
  const response = await api.call<{ data: { id: number; name: string; email: string }[] }>(
    'GET',
    '/user/all-list',
    {
      token,
    },
  );
  expect(response.status).toBe(200);
  expect(Object.keys(response.body)).toEqual(['data']);
  expect(response.body.data.length).toBeGreaterThanOrEqual(12);
  for (const employee of response.body.data) {
    expect(Object.keys(employee)).toEqual(['id', 'name', 'email']);
    expect(employee.email).toMatch(/@sandbox\.test$/);
    expect(employee.name.length).toBeGreaterThan(0);
  }
  expect(response.body.data.map((employee) => employee.email)).toContain('admin@sandbox.test');
});
