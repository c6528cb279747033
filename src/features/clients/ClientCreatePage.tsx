import { useMutation } from '@tanstack/react-query';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { ClientForm } from '@/shared/recordForms/client/ClientForm';
import {
  type ClientFormValues,
  clientDisplayName,
  toClientWrite,
} from '@/shared/recordForms/client/clientFormSchema';
import { useClientForm } from '@/shared/recordForms/client/useClientForm';
import {
  type CreatedRecord,
  CreatePageFrame,
  createButton,
  useCreatedRecord,
} from '@/shared/ui/CreatePageFrame';
import { clientPageMessages } from './messages';
import { clientMutations } from './queries';

export function ClientCreatePage() {
  const t = useMessages(clientPageMessages);
  const form = useClientForm();
  const mutation = useMutation(clientMutations.create());
  const createdTitle = ({ id }: CreatedRecord) => t('created', { id });
  const { created, remember } = useCreatedRecord(createdTitle);

  async function save(values: ClientFormValues) {
    const client = await mutation.mutateAsync(toClientWrite(values));
    form.reset();
    remember({ id: client.id, name: clientDisplayName(client) });
  }

  return (
    <CreatePageFrame
      title={t('pageTitle')}
      created={created}
      createdTitle={createdTitle}
      createdText={({ id, name }) => t('createdText', { name, id })}
    >
      <ClientForm form={form} onSave={save} actions={createButton(t('create'))} />
    </CreatePageFrame>
  );
}
