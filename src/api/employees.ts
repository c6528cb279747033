import { type RequestOptions, request } from './http';
import { type Employee, EmployeeListSchema } from './schemas/employee';

export async function listEmployees(init?: RequestOptions): Promise<Employee[]> {
  const body = await request('/user/all-list', EmployeeListSchema, init);
  return body.data;
}
