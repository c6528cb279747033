import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useCatalogs } from '@/config/useCatalogs';
import { employeeQueries } from '@/features/employees';
import { useMessages } from '@/shared/i18n/I18nProvider';
import type { BulkField } from '../lib/bulkTypes';
import { bulkMessages } from '../messages';

export interface ValueOption {
  value: number;
  label: string;
}

const CATALOG_OF = {
  funnelStageId: 'funnelStages',
  sourceId: 'sources',
  locationCityId: 'cities',
  locationUnitId: 'offices',
} as const;

/** Names and choices for each field a bulk change sets: the catalog's entries, the staff list for owners. */
export type ValueNames = ReturnType<typeof useValueNames>;

export function useValueNames() {
  const t = useMessages(bulkMessages);
  const catalogs = useCatalogs();
  const employees = useQuery(employeeQueries.list()).data;

  const options = useCallback(
    (field: BulkField): ValueOption[] => {
      if (field === 'cost') return [];
      if (field === 'userIdOwner') {
        return (employees ?? []).map((employee) => ({ value: employee.id, label: employee.name }));
      }
      return catalogs.catalogs[CATALOG_OF[field]].map((entry) => ({ value: entry.id, label: entry.name }));
    },
    [catalogs, employees],
  );

  const known = useCallback(
    (field: BulkField, value: number | null): boolean =>
      field === 'cost'
        ? value === null || (Number.isInteger(value) && value >= 0)
        : value === null || options(field).some((option) => option.value === value),
    [options],
  );

  const name = useCallback(
    (field: BulkField, value: number | null): string => {
      if (value === null) return field === 'userIdOwner' ? t('nobody') : t('noValue');
      if (field === 'cost') return String(value);
      return options(field).find((option) => option.value === value)?.label ?? `#${value}`;
    },
    [options, t],
  );

  const fieldName = useCallback(
    (field: BulkField): string =>
      t(
        (
          {
            userIdOwner: 'fieldUserIdOwner',
            funnelStageId: 'fieldFunnelStageId',
            sourceId: 'fieldSourceId',
            locationCityId: 'fieldLocationCityId',
            locationUnitId: 'fieldLocationUnitId',
            cost: 'fieldCost',
          } as const
        )[field],
      ),
    [t],
  );

  return useMemo(
    () => ({ options, known, name, fieldName, employeesLoaded: employees !== undefined }),
    [options, known, name, fieldName, employees],
  );
}
