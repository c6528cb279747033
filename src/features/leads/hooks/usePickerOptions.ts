import type { ComboboxData } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCatalogs } from '@/config/useCatalogs';
import { employeeQueries } from '@/features/employees';
import type { LeadIdField } from '@/shared/recordForms/lead/leadFormFields';

const toOption = (entry: { id: number; name: string }) => ({ value: String(entry.id), label: entry.name });

/** Options for each id picker, or null where there is nothing to pick from (the form then asks for a number). */
export function usePickerOptions(): Record<LeadIdField, ComboboxData | null> {
  const { catalogs } = useCatalogs();
  const employees = useQuery(employeeQueries.list());
  return useMemo(() => {
    const listOrNull = (entries: readonly { id: number; name: string }[]) =>
      entries.length > 0 ? entries.map(toOption) : null;
    const cityName = new Map(catalogs.cities.map((city) => [city.id, city.name]));
    // Offices grouped by their city: two cities may both have an "office on Lenin street".
    const officeGroups = new Map<string, { value: string; label: string }[]>();
    for (const office of catalogs.offices) {
      const group = (office.cityId != null && cityName.get(office.cityId)) || '—';
      officeGroups.set(group, [...(officeGroups.get(group) ?? []), toOption(office)]);
    }
    const employeesEmpty = employees.isError || (employees.isSuccess && employees.data.length === 0);
    return {
      // While the staff list loads, an empty picker (showing the current owner's id) beats a number box.
      userIdOwner: employeesEmpty ? null : (employees.data ?? []).map(toOption),
      sourceId: listOrNull(catalogs.sources),
      funnelStageId: listOrNull(catalogs.funnelStages),
      locationCityId: listOrNull(catalogs.cities),
      locationUnitId:
        catalogs.offices.length > 0 ? [...officeGroups].map(([group, items]) => ({ group, items })) : null,
    };
  }, [catalogs, employees.isError, employees.isSuccess, employees.data]);
}
