import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/shared/forms/CheckboxField';
import { FormProblems } from '@/shared/forms/FormProblems';
import { PhoneField } from '@/shared/forms/PhoneField';
import { TextField } from '@/shared/forms/TextField';
import { useServerAwareSubmit } from '@/shared/forms/useServerAwareSubmit';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { DateInput } from '@/shared/ui/DateInput';
import {
  CLIENT_FIELDS,
  type ClientField,
  type ClientFormValues,
  clientServerFields,
  EARLIEST_BIRTH_DATE,
  formatBirthDate,
  isCalendarDate,
  isClientField,
  parseTypedDate,
  todayIn,
} from './clientFormSchema';
import { clientMessages } from './messages';

const inputId = (field: string) => `client-${field}`;

export interface ClientFormProps {
  form: UseFormReturn<ClientFormValues, unknown, ClientFormValues>;
  onSave: (values: ClientFormValues) => Promise<void>;
  /** Offer to reuse a client found by phone (the wizard) instead of always creating one. */
  withReuseOption?: boolean;
  /** Shown above the fields, e.g. that this client was already created. */
  notice?: ReactNode;
  /** The buttons; the submit one should be `type="submit"` and show `pending`. */
  actions: (state: { pending: boolean }) => ReactNode;
}

export function ClientForm({ form, onSave, withReuseOption = false, notice, actions }: ClientFormProps) {
  const t = useMessages(clientMessages);
  const { timeZone } = useLocale();
  const { control } = form;
  const today = todayIn(timeZone);
  const labelOf = (field: string) => (isClientField(field) ? t(field) : undefined);
  const { submit, pending, problems } = useServerAwareSubmit(form, clientServerFields, onSave, {
    fieldOrder: CLIENT_FIELDS,
    inputId,
    labelOf,
  });
  const field = (name: ClientField) => ({ control, name, id: inputId(name), label: t(name) });

  return (
    <form noValidate onSubmit={submit} aria-busy={pending}>
      <Stack gap="md">
        <FormProblems control={control} {...problems} />
        {notice}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField {...field('firstName')} withAsterisk autoComplete="given-name" />
          <TextField {...field('surname')} autoComplete="family-name" />
          <TextField {...field('patronymic')} autoComplete="additional-name" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PhoneField
            control={control}
            name="phone"
            id={inputId('phone')}
            label={t('phone')}
            description={t('phoneHint')}
            withAsterisk
          />
          <TextField {...field('email')} type="email" autoComplete="email" />
          <Controller
            control={control}
            name="dob"
            render={({ field, fieldState }) => (
              <DateInput
                id={inputId('dob')}
                label={t('dob')}
                description={t('dobHint')}
                valueFormat={formatBirthDate}
                // Typed dates are read day first, as they are written in Russia.
                dateParser={parseTypedDate}
                // The calendar greys out impossible days, but typed ones reach the schema, which says what is
                // wrong; min/max on the input itself would silently drop them instead.
                excludeDate={(date) => date > today || date < EARLIEST_BIRTH_DATE}
                // The month of the date typed so far (or this month): years are one click away on its header.
                defaultLevel="month"
                // Above the field where there is room, so the open calendar never hides the submit button.
                popoverProps={{ position: 'top-start' }}
                fixOnBlur={false}
                clearable
                name={field.name}
                ref={field.ref}
                // Text being fixed is not a date to show; the input keeps displaying what was typed.
                value={isCalendarDate(field.value) ? field.value : null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={(event) => {
                  const text = event.currentTarget.value.trim();
                  // Unreadable text is kept as typed so the schema can point at it rather than lose it.
                  if (text !== '' && parseTypedDate(text) === null) field.onChange(text);
                  field.onBlur();
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        {withReuseOption && (
          <CheckboxField control={control} name="reuseExisting" label={t('reuseExisting')} />
        )}
        <Group justify="flex-end">{actions({ pending })}</Group>
      </Stack>
    </form>
  );
}
