import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { employeeQueries } from '@/features/employees';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { deskMessages } from '../messages';

/** An owner's name; "employee #12" when the staff list does not have the id; "Nobody" for no owner. */
export function useEmployeeNames(): (id: number | null) => string {
  const t = useMessages(deskMessages);
  const names = useQuery(employeeQueries.names()).data;
  return useCallback(
    (id: number | null) => (id === null ? t('nobody') : (names?.get(id) ?? t('employeeId', { id }))),
    [names, t],
  );
}
