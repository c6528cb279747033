import { queryOptions } from '@tanstack/react-query';
import { listEmployees } from '@/api/employees';
import type { Employee } from '@/api/schemas/employee';

/** Employee id → name, for showing owners and authors. */
export type EmployeeNames = ReadonlyMap<number, string>;

const toNames = (employees: Employee[]): EmployeeNames =>
  new Map(employees.map((employee) => [employee.id, employee.name]));

export const employeeQueries = {
  all: () => ['employees'] as const,
  list: () =>
    queryOptions({
      queryKey: [...employeeQueries.all(), 'list'],
      queryFn: ({ signal }) => listEmployees({ signal }),
      // The staff list changes rarely; one fetch serves a whole working session.
      staleTime: 10 * 60_000,
    }),
  /** The same list (one request, one cache entry) as an id → name map, built once per answer. */
  names: () => queryOptions({ ...employeeQueries.list(), select: toNames }),
};
