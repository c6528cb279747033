import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { Organization } from '@/api/schemas/organization';
import { organizationMutations } from '@/features/organizations';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { OrganizationForm } from '@/shared/recordForms/organization/OrganizationForm';
import {
  type OrganizationFormValues,
  toOrganizationWrite,
} from '@/shared/recordForms/organization/organizationFormSchema';
import { type Created, sameValues } from '../lib/wizardState';
import { wizardMessages } from '../messages';
import { CreatedNotice } from './CreatedNotice';

export interface OrganizationStepProps {
  form: UseFormReturn<OrganizationFormValues, unknown, OrganizationFormValues>;
  created: Created<Organization, OrganizationFormValues> | null;
  onCreated: (organization: Created<Organization, OrganizationFormValues>) => void;
  onKept: () => void;
  onSkip: () => void;
  onBack: () => void;
}

export function OrganizationStep({
  form,
  created,
  onCreated,
  onKept,
  onSkip,
  onBack,
}: OrganizationStepProps) {
  const t = useMessages(wizardMessages);
  const create = useMutation(organizationMutations.create());
  const values = useWatch({ control: form.control }) as OrganizationFormValues;
  const changed = created !== null && !sameValues(values, created.values);
  const record = created ? t('organizationRecord', { id: created.record.id }) : '';

  async function save(submitted: OrganizationFormValues) {
    if (created && !changed) {
      onKept();
      return;
    }
    const organization = await create.mutateAsync(toOrganizationWrite(submitted));
    onCreated({ record: organization, values: form.getValues() });
  }

  function keepAsIs() {
    if (!created) return;
    form.reset(created.values);
    onKept();
  }

  return (
    <OrganizationForm
      form={form}
      onSave={save}
      notice={created && <CreatedNotice kind="organization" id={created.record.id} changed={changed} />}
      actions={({ pending }) => (
        <>
          <Button variant="subtle" onClick={onBack} disabled={pending} mr="auto">
            {t('back')}
          </Button>
          <Button variant="default" onClick={onSkip} disabled={pending}>
            {t('skipOrganization')}
          </Button>
          {created && changed ? (
            <>
              <Button variant="default" onClick={keepAsIs} disabled={pending}>
                {t('useAsIs', { record, id: created.record.id })}
              </Button>
              <Button type="submit" loading={pending}>
                {t('createAnotherOrganization')}
              </Button>
            </>
          ) : (
            <Button type="submit" loading={pending}>
              {created ? t('next') : t('createOrganization')}
            </Button>
          )}
        </>
      )}
    />
  );
}
