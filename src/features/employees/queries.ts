import { queryOptions } from '@tanstack/react-query';
import { listEmployees } from '../../api/employees';

export const employeeQueries = {
  all: () => ['employees'] as const,
  list: () =>
    queryOptions({
      queryKey: [...employeeQueries.all(), 'list'],
      queryFn: ({ signal }) => listEmployees({ signal }),
      // The staff list changes rarely; one fetch serves a whole working session.
      staleTime: 10 * 60_000,
    }),
};
