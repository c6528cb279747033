import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormProblems } from '@/shared/forms/FormProblems';
import { TextField } from '@/shared/forms/TextField';
import { useServerAwareSubmit } from '@/shared/forms/useServerAwareSubmit';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { organizationMessages } from './messages';
import {
  isOrganizationField,
  ORGANIZATION_FIELDS,
  type OrganizationField,
  type OrganizationFormValues,
  organizationServerFields,
} from './organizationFormSchema';

const inputId = (field: string) => `organization-${field}`;

export interface OrganizationFormProps {
  form: UseFormReturn<OrganizationFormValues, unknown, OrganizationFormValues>;
  onSave: (values: OrganizationFormValues) => Promise<void>;
  notice?: ReactNode;
  actions: (state: { pending: boolean }) => ReactNode;
}

export function OrganizationForm({ form, onSave, notice, actions }: OrganizationFormProps) {
  const t = useMessages(organizationMessages);
  const { control } = form;
  const labelOf = (field: string) => (isOrganizationField(field) ? t(field) : undefined);
  const { submit, pending, problems } = useServerAwareSubmit(form, organizationServerFields, onSave, {
    fieldOrder: ORGANIZATION_FIELDS,
    inputId,
    labelOf,
  });
  const field = (name: OrganizationField) => ({ control, name, id: inputId(name), label: t(name) });
  // Registration numbers: digits on phone keyboards, and no spell-checking or autofill guesses.
  const numberInput = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

  return (
    <form noValidate onSubmit={submit} aria-busy={pending}>
      <Stack gap="md">
        <FormProblems control={control} {...problems} />
        {notice}
        <TextField {...field('name')} withAsterisk autoComplete="organization" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField {...field('inn')} description={t('innHint')} maxLength={14} {...numberInput} />
          <TextField
            {...field('kpp')}
            description={t('kppHint')}
            maxLength={11}
            {...numberInput}
            inputMode="text"
          />
          <TextField {...field('ogrn')} description={t('ogrnHint')} maxLength={17} {...numberInput} />
        </SimpleGrid>
        <TextField {...field('adress')} autoComplete="street-address" />
        <TextField {...field('addressLegal')} autoComplete="off" />
        <Group justify="flex-end">{actions({ pending })}</Group>
      </Stack>
    </form>
  );
}
