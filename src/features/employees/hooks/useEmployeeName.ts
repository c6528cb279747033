import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { employeeNameOf } from '../lib/employeeName';
import { employeeMessages } from '../messages';
import { type EmployeeNames, employeeQueries } from '../queries';

const NOBODY: EmployeeNames = new Map();

/** `null` for no employee, `undefined` while the staff list is on its way, else a name or "employee #8". */
export type EmployeeName = (id: number | null) => string | null | undefined;

/**
 * The one way a screen names an employee. `enabled: false` holds the staff list back (the list asks for it once
 * its rows are painted); names stay pending meanwhile.
 */
export function useEmployeeName(options: { enabled?: boolean } = {}): EmployeeName {
  const t = useMessages(employeeMessages);
  const query = useQuery({ ...employeeQueries.names(), enabled: options.enabled ?? true });
  // A failed staff list names nobody: the ids are then told as "employee #8", not left pending for ever.
  const names = query.data ?? (query.isError ? NOBODY : undefined);
  return useCallback(
    (id: number | null) =>
      id === null ? null : employeeNameOf(names, id, (unknownId) => t('unknownEmployee', { id: unknownId })),
    [names, t],
  );
}
