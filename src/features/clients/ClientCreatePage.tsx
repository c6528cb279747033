import { Alert, Button, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Client } from '../../api/schemas/client';
import { useMessages } from '../../shared/i18n/I18nProvider';
import { notifySuccess } from '../../shared/ui/notify';
import { ClientForm } from './ClientForm';
import { type ClientFormValues, clientDisplayName, toClientWrite } from './clientForm';
import { clientMessages } from './messages';
import { clientMutations } from './queries';
import { useClientForm } from './useClientForm';

export function ClientCreatePage() {
  const t = useMessages(clientMessages);
  const form = useClientForm();
  const mutation = useMutation(clientMutations.create());
  const [created, setCreated] = useState<Client | null>(null);
  const createdRef = useRef<HTMLDivElement>(null);

  async function save(values: ClientFormValues) {
    const client = await mutation.mutateAsync(toClientWrite(values));
    setCreated(client);
    form.reset();
    notifySuccess(clientDisplayName(client), { title: t('created', { id: client.id }) });
    // The form is empty again; the confirmation is where the eye and the screen reader should go.
    requestAnimationFrame(() => createdRef.current?.focus());
  }

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('pageTitle')}
      </Title>
      {created && (
        <Alert
          ref={createdRef}
          tabIndex={-1}
          role="status"
          color="green"
          title={t('created', { id: created.id })}
        >
          {t('createdText', { name: clientDisplayName(created), id: created.id })}
        </Alert>
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
