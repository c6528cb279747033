import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormProblems } from '../../forms/FormProblems';
import { useServerAwareSubmit } from '../../forms/useServerAwareSubmit';
import { useMessages } from '../../i18n/I18nProvider';
import { organizationMessages } from './messages';
import {
  ORGANIZATION_FIELDS,
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
  const { register, formState } = form;
  const { errors } = formState;
  const { submit, pending, unplaced, failure } = useServerAwareSubmit(form, organizationServerFields, onSave);
  // Registration numbers: digits on phone keyboards, and no spell-checking or autofill guesses.
  const numberInput = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

  return (
    <form noValidate onSubmit={submit} aria-busy={pending}>
      <Stack gap="md">
        <FormProblems
          fields={ORGANIZATION_FIELDS}
          inputId={inputId}
          errors={errors}
          submitted={formState.submitCount > 0}
          unplaced={unplaced}
          failure={failure}
        />
        {notice}
        <TextInput
          id={inputId('name')}
          label={t('name')}
          withAsterisk
          autoComplete="organization"
          error={errors.name?.message}
          {...register('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            id={inputId('inn')}
            label={t('inn')}
            description={t('innHint')}
            maxLength={14}
            error={errors.inn?.message}
            {...numberInput}
            {...register('inn')}
          />
          <TextInput
            id={inputId('kpp')}
            label={t('kpp')}
            description={t('kppHint')}
            maxLength={11}
            error={errors.kpp?.message}
            {...numberInput}
            inputMode="text"
            {...register('kpp')}
          />
          <TextInput
            id={inputId('ogrn')}
            label={t('ogrn')}
            description={t('ogrnHint')}
            maxLength={17}
            error={errors.ogrn?.message}
            {...numberInput}
            {...register('ogrn')}
          />
        </SimpleGrid>
        <TextInput
          id={inputId('adress')}
          label={t('adress')}
          autoComplete="street-address"
          error={errors.adress?.message}
          {...register('adress')}
        />
        <TextInput
          id={inputId('addressLegal')}
          label={t('addressLegal')}
          autoComplete="off"
          error={errors.addressLegal?.message}
          {...register('addressLegal')}
        />
        <Group justify="flex-end">{actions({ pending })}</Group>
      </Stack>
    </form>
  );
}
