import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormProblems } from '@/shared/forms/FormProblems';
import { formMessages } from '@/shared/forms/messages';
import { PhoneField } from '@/shared/forms/PhoneField';
import { TextField } from '@/shared/forms/TextField';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { type LeadFormField, leadInputId } from '@/shared/recordForms/lead/leadFormFields';
import type { LeadFormMode } from '@/shared/recordForms/lead/leadFormSchema';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';
import type { LeadForm as LeadFormState, LeadSubmit } from '../hooks/leadFormHooks';
import { usePickerOptions } from '../hooks/usePickerOptions';
import { AttributionFields } from './AttributionFields';
import { CatalogField } from './CatalogField';

interface LeadFormProps {
  mode: LeadFormMode;
  form: LeadFormState;
  submission: LeadSubmit;
  /** True while saving, and after success until the next page shows: the button ignores clicks meanwhile. */
  busy: boolean;
  /** The form's own words for a failure it knows more about. */
  failureText?: (failure: Error) => string | undefined;
  /** Shown above the fields, e.g. after the user chose to review a newer version. */
  notice?: ReactNode;
  cancelTo: string;
  /** The navigation state of the cancel link (the way back to the list, see leadFilters' listReturn). */
  cancelState?: unknown;
}

/** The lead's fields, shared by create and edit. `noValidate`: the zod rules speak, not the browser's. */
export function LeadForm({
  mode,
  form,
  submission,
  busy,
  failureText,
  notice,
  cancelTo,
  cancelState,
}: LeadFormProps) {
  const t = useMessages(leadFormMessages);
  const label = useMessages(leadFieldMessages);
  const shared = useMessages(formMessages);
  const { control } = form;
  const options = usePickerOptions();
  const { submit, problems, attributionOpen, setAttributionOpen } = submission;
  const field = (name: LeadFormField) => ({ control, name, id: leadInputId(name), label: label(name) });

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="lg">
        <FormProblems control={control} {...problems} failureText={failureText} />
        {notice}
        <Fieldset legend={t('contactSection')}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('contactRule')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextField {...field('name')} autoComplete="off" />
            <PhoneField
              {...field('phone')}
              description={shared('phoneDescription')}
              // The hint goes under the input, so the three inputs of the row line up.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <TextField {...field('email')} type="email" autoComplete="off" />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('pipelineSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CatalogField
              control={control}
              name="sourceId"
              options={options.sourceId}
              required={mode === 'create'}
            />
            <CatalogField control={control} name="funnelStageId" options={options.funnelStageId} />
            <CatalogField control={control} name="userIdOwner" options={options.userIdOwner} />
            <CatalogField control={control} name="locationCityId" options={options.locationCityId} />
            <CatalogField control={control} name="locationUnitId" options={options.locationUnitId} />
            <TextField
              {...field('cost')}
              description={t('costDescription')}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField {...field('remoteId')} inputMode="numeric" autoComplete="off" />
          </SimpleGrid>
        </Fieldset>
        <AttributionFields control={control} opened={attributionOpen} onToggle={setAttributionOpen} />
        <Group>
          <Button type="submit" loading={busy} disabled={busy}>
            {mode === 'create' ? t('create') : t('save')}
          </Button>
          <Button component={Link} to={cancelTo} state={cancelState} variant="default">
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
