import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ErrorSummary } from '../../../shared/forms/ErrorSummary';
import { errorSummaryItems } from '../../../shared/forms/errorSummaryItems';
import { formMessages } from '../../../shared/forms/messages';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { TextField } from '../../../shared/forms/TextField';
import { useMessages } from '../../../shared/i18n/I18nProvider';
import {
  LEAD_FORM_FIELDS,
  type LeadFormField,
  leadInputId,
} from '../../../shared/recordForms/lead/leadFormFields';
import type { LeadFormMode } from '../../../shared/recordForms/lead/leadFormSchema';
import { AttributionSection } from './AttributionSection';
import { CatalogField } from './CatalogField';
import type { LeadFormState } from './useLeadForm';
import { usePickerOptions } from './usePickerOptions';

interface LeadFormProps {
  mode: LeadFormMode;
  state: LeadFormState;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** True from the click on Save until the answer: the button is disabled meanwhile. */
  busy: boolean;
  /** A failure that is not a 422 (network, 5xx), already worded. */
  failure: string | null;
  /** Shown above the fields, e.g. after the user chose to review a newer version. */
  notice?: ReactNode;
  cancelTo: string;
}

/** The lead's fields, shared by create and edit. `noValidate`: the zod rules speak, not the browser's. */
export function LeadForm({ mode, state, onSubmit, busy, failure, notice, cancelTo }: LeadFormProps) {
  const { form, t, unplaced, summaryRef, attributionOpen, setAttributionOpen } = state;
  const shared = useMessages(formMessages);
  const { control } = form;
  const { errors, submitCount } = useFormState({ control });
  const options = usePickerOptions();
  const labelOf = (field: string) => t(field as LeadFormField);
  const summary =
    submitCount > 0 ? errorSummaryItems(errors, LEAD_FORM_FIELDS, leadInputId, unplaced, labelOf) : [];
  const field = (name: LeadFormField) => ({ control, name, id: leadInputId(name), label: t(name) });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Stack gap="lg">
        <ErrorSummary ref={summaryRef} title={t('errorSummaryTitle')} items={summary} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
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
            <TextField {...field('cost')} inputMode="numeric" autoComplete="off" />
            <TextField {...field('remoteId')} inputMode="numeric" autoComplete="off" />
          </SimpleGrid>
        </Fieldset>
        <AttributionSection control={control} opened={attributionOpen} onToggle={setAttributionOpen} />
        <Group>
          <Button type="submit" loading={busy} disabled={busy}>
            {mode === 'create' ? t('create') : t('save')}
          </Button>
          <Button component={Link} to={cancelTo} variant="default">
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
