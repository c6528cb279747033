import { Button, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Client } from '@/api/schemas/client';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { ClientForm } from '@/shared/recordForms/client/ClientForm';
import {
  type ClientFormValues,
  clientDisplayName,
  toClientWrite,
} from '@/shared/recordForms/client/clientFormSchema';
import { useClientForm } from '@/shared/recordForms/client/useClientForm';
import { CreatedConfirmation } from '@/shared/ui/CreatedConfirmation';
import { notifySuccess } from '@/shared/ui/notify';
import { clientPageMessages } from './messages';
import { clientMutations } from './queries';

export function ClientCreatePage() {
  const t = useMessages(clientPageMessages);
  const form = useClientForm();
  const mutation = useMutation(clientMutations.create());
  const [created, setCreated] = useState<Client | null>(null);

  async function save(values: ClientFormValues) {
    const client = await mutation.mutateAsync(toClientWrite(values));
    setCreated(client);
    form.reset();
    notifySuccess(clientDisplayName(client), { title: t('created', { id: client.id }) });
  }

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('pageTitle')}
      </Title>
      {created && (
        <CreatedConfirmation key={created.id} title={t('created', { id: created.id })}>
          {t('createdText', { name: clientDisplayName(created), id: created.id })}
        </CreatedConfirmation>
      )}
      <ClientForm
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
