import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { Client } from '@/api/schemas/client';
import { clientMutations } from '@/features/clients';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { ClientForm } from '@/shared/recordForms/client/ClientForm';
import { type ClientFormValues, toClientWrite } from '@/shared/recordForms/client/clientFormSchema';
import { type Created, sameValues } from '../lib/wizardState';
import { wizardMessages } from '../messages';
import { CreatedNotice } from './CreatedNotice';

export interface ClientStepProps {
  form: UseFormReturn<ClientFormValues, unknown, ClientFormValues>;
  created: Created<Client, ClientFormValues> | null;
  onCreated: (client: Created<Client, ClientFormValues>) => void;
  onKept: () => void;
}

export function ClientStep({ form, created, onCreated, onKept }: ClientStepProps) {
  const t = useMessages(wizardMessages);
  const create = useMutation(clientMutations.create());
  const findOrCreate = useMutation(clientMutations.findOrCreate());
  const values = useWatch({ control: form.control }) as ClientFormValues;
  // How the client was found is no part of the record: ticking "use existing" again changes nothing in the CRM.
  const changed =
    created !== null &&
    !sameValues({ ...values, reuseExisting: false }, { ...created.values, reuseExisting: false });
  const record = created ? t('clientRecord', { id: created.record.id }) : '';

  async function save(submitted: ClientFormValues) {
    if (created && !changed) {
      onKept();
      return;
    }
    const mutation = submitted.reuseExisting ? findOrCreate : create;
    const client = await mutation.mutateAsync(toClientWrite(submitted));
    // The values as typed, not as cleaned by the schema, so "changed" compares like with like.
    onCreated({ record: client, values: form.getValues() });
  }

  function keepAsIs() {
    if (!created) return;
    form.reset(created.values);
    onKept();
  }

  return (
    <ClientForm
      form={form}
      onSave={save}
      withReuseOption
      notice={created && <CreatedNotice kind="client" id={created.record.id} changed={changed} />}
      actions={({ pending }) =>
        created && changed ? (
          <>
            <Button variant="default" onClick={keepAsIs} disabled={pending}>
              {t('useAsIs', { record, id: created.record.id })}
            </Button>
            <Button type="submit" loading={pending}>
              {t('createAnotherClient')}
            </Button>
          </>
        ) : (
          <Button type="submit" loading={pending}>
            {created ? t('next') : t('createClient')}
          </Button>
        )
      }
    />
  );
}
