import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { employeeQueries } from '@/features/employees';

/** Employee id → name from the staff list; null while it loads, fails, or lacks the id (show the id then). */
export function useEmployeeName(): (id: number | null) => string | null {
  const names = useQuery(employeeQueries.names()).data;
  return useCallback((id: number | null) => (id === null ? null : (names?.get(id) ?? null)), [names]);
}
