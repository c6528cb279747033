import { useMemo } from 'react';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useMessages } from '../../i18n/I18nProvider';
import { organizationMessages } from './messages';
import { emptyOrganizationForm, organizationFormSchema } from './organizationFormSchema';

export function useOrganizationForm() {
  const t = useMessages(organizationMessages);
  const schema = useMemo(() => organizationFormSchema(t), [t]);
  return useSchemaForm(schema, emptyOrganizationForm());
}
