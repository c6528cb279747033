import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useCatalogs } from '@/config/useCatalogs';
import { employeeQueries } from '@/features/employees';
import { FormProblems } from '@/shared/forms/FormProblems';
import { SelectField } from '@/shared/forms/SelectField';
import { TextField } from '@/shared/forms/TextField';
import { useServerAwareSubmit } from '@/shared/forms/useServerAwareSubmit';
import { useMessages } from '@/shared/i18n/I18nProvider';
import {
  DEAL_FIELD_LABELS,
  DEAL_FIELDS,
  type DealFormValues,
  dealServerFields,
  isDealField,
} from './dealFormSchema';
import { dealMessages } from './messages';

const inputId = (field: string) => `deal-${field}`;

export interface DealFormProps {
  form: UseFormReturn<DealFormValues, unknown, DealFormValues>;
  onSave: (values: DealFormValues) => Promise<void>;
  notice?: ReactNode;
  actions: (state: { pending: boolean }) => ReactNode;
}

const toOptions = (entries: readonly { id: number; name: string }[]) =>
  entries.map((entry) => ({ value: String(entry.id), label: entry.name }));

export function DealForm({ form, onSave, notice, actions }: DealFormProps) {
  const t = useMessages(dealMessages);
  const { catalogs } = useCatalogs();
  const employees = useQuery(employeeQueries.list());
  const { control, watch, setValue, getValues } = form;
  const labelOf = (field: string) => (isDealField(field) ? t(DEAL_FIELD_LABELS[field]) : undefined);
  const { submit, pending, problems } = useServerAwareSubmit(form, dealServerFields, onSave, {
    fieldOrder: DEAL_FIELDS,
    inputId,
    labelOf,
  });

  // City and office agree: a new city drops an office elsewhere, and picking an office settles the city.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      const office = catalogs.offices.find((entry) => String(entry.id) === values.locationUnitId);
      if (office?.cityId == null) return;
      const officeCity = String(office.cityId);
      if (name === 'locationCityId' && values.locationCityId && values.locationCityId !== officeCity) {
        setValue('locationUnitId', '', { shouldDirty: true });
      }
      if (name === 'locationUnitId' && getValues('locationCityId') === '') {
        setValue('locationCityId', officeCity, { shouldDirty: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues, catalogs.offices]);

  const cityId = watch('locationCityId');
  const offices = catalogs.offices.filter(
    (office) => cityId === '' || office.cityId == null || String(office.cityId) === cityId,
  );
  const ownerDescription = employees.isPending
    ? t('ownersLoading')
    : employees.isError
      ? t('ownersFailed')
      : t('ownerHint');

  return (
    <form noValidate onSubmit={submit} aria-busy={pending}>
      <Stack gap="md">
        <FormProblems control={control} {...problems} />
        {notice}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {catalogs.funnelStages.length > 0 ? (
            <SelectField
              control={control}
              name="funnelStageId"
              id={inputId('funnelStageId')}
              label={t('funnelStage')}
              withAsterisk
              data={toOptions(catalogs.funnelStages)}
              searchable={false}
              clearable={false}
              allowDeselect={false}
            />
          ) : (
            // Without the account's stage catalog (config.json) there is nothing to pick from: the id is typed.
            <TextField
              control={control}
              name="funnelStageId"
              id={inputId('funnelStageId')}
              label={t('funnelStage')}
              description={t('stageIdHint')}
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
            />
          )}
          <SelectField
            control={control}
            name="userIdOwner"
            id={inputId('userIdOwner')}
            label={t('owner')}
            description={ownerDescription}
            data={(employees.data ?? []).map((employee) => ({
              value: String(employee.id),
              label: employee.name,
            }))}
            nothingFoundMessage={t('nothingFound')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            control={control}
            name="locationCityId"
            id={inputId('locationCityId')}
            label={t('city')}
            data={toOptions(catalogs.cities)}
            nothingFoundMessage={t('nothingFound')}
          />
          <SelectField
            control={control}
            name="locationUnitId"
            id={inputId('locationUnitId')}
            label={t('office')}
            description={cityId === '' ? undefined : t('officeHint')}
            data={toOptions(offices)}
            nothingFoundMessage={t('nothingFound')}
          />
        </SimpleGrid>
        <Group justify="flex-end">{actions({ pending })}</Group>
      </Stack>
    </form>
  );
}
