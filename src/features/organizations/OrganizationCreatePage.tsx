import { useMutation } from '@tanstack/react-query';
import type { Organization } from '@/api/schemas/organization';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { OrganizationForm } from '@/shared/recordForms/organization/OrganizationForm';
import {
  type OrganizationFormValues,
  toOrganizationWrite,
} from '@/shared/recordForms/organization/organizationFormSchema';
import { useOrganizationForm } from '@/shared/recordForms/organization/useOrganizationForm';
import {
  type CreatedRecord,
  CreatePageFrame,
  createButton,
  useCreatedRecord,
} from '@/shared/ui/CreatePageFrame';
import { organizationPageMessages } from './messages';
import { organizationMutations } from './queries';

export function OrganizationCreatePage() {
  const t = useMessages(organizationPageMessages);
  const form = useOrganizationForm();
  const mutation = useMutation(organizationMutations.create());
  const createdTitle = ({ id }: CreatedRecord) => t('created', { id });
  const { created, remember } = useCreatedRecord(createdTitle);

  async function save(values: OrganizationFormValues) {
    const organization: Organization = await mutation.mutateAsync(toOrganizationWrite(values));
    form.reset();
    // Only the id is promised back (spec 4.8), so the name shown is the one that was sent.
    remember({ id: organization.id, name: organization.name ?? values.name });
  }

  return (
    <CreatePageFrame
      title={t('pageTitle')}
      created={created}
      createdTitle={createdTitle}
      createdText={({ id, name }) => t('createdText', { name, id })}
    >
      <OrganizationForm form={form} onSave={save} actions={createButton(t('create'))} />
    </CreatePageFrame>
  );
}
