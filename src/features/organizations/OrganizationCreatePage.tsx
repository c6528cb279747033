import { Button, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Organization } from '@/api/schemas/organization';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { OrganizationForm } from '@/shared/recordForms/organization/OrganizationForm';
import {
  type OrganizationFormValues,
  toOrganizationWrite,
} from '@/shared/recordForms/organization/organizationFormSchema';
import { useOrganizationForm } from '@/shared/recordForms/organization/useOrganizationForm';
import { CreatedConfirmation } from '@/shared/ui/CreatedConfirmation';
import { notifySuccess } from '@/shared/ui/notify';
import { organizationPageMessages } from './messages';
import { organizationMutations } from './queries';

export function OrganizationCreatePage() {
  const t = useMessages(organizationPageMessages);
  const form = useOrganizationForm();
  const mutation = useMutation(organizationMutations.create());
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);

  async function save(values: OrganizationFormValues) {
    const organization: Organization = await mutation.mutateAsync(toOrganizationWrite(values));
    // Only the id is promised back (spec 4.8), so the name shown is the one that was sent.
    const name = organization.name ?? values.name;
    setCreated({ id: organization.id, name });
    form.reset();
    notifySuccess(name, { title: t('created', { id: organization.id }) });
  }

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('pageTitle')}
      </Title>
      {created && (
        <CreatedConfirmation key={created.id} title={t('created', { id: created.id })}>
          {t('createdText', { name: created.name, id: created.id })}
        </CreatedConfirmation>
      )}
      <OrganizationForm
        form={form}
        onSave={save}
        actions={({ pending }) => (
          <Button type="submit" loading={pending}>
            {t('create')}
          </Button>
        )}
      />
    </Stack>
  );
}
