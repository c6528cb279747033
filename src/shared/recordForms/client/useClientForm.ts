import { useMemo } from 'react';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { type ClientFormValues, clientFormSchema, emptyClientForm, todayIn } from './clientFormSchema';
import { clientMessages } from './messages';

/** The client form's state, owned by whoever shows it (a page, or the wizard across its steps). */
export function useClientForm(defaults: Partial<ClientFormValues> = {}) {
  const t = useMessages(clientMessages);
  const { timeZone } = useLocale();
  const schema = useMemo(() => clientFormSchema(t, todayIn(timeZone)), [t, timeZone]);
  return useSchemaForm(schema, emptyClientForm(defaults));
}
