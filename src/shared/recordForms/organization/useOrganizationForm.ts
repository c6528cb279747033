import { useMemo } from 'react';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { organizationMessages } from './messages';
import { emptyOrganizationForm, organizationFormSchema } from './organizationFormSchema';

export function useOrganizationForm() {
  const t = useMessages(organizationMessages);
  const schema = useMemo(() => organizationFormSchema(t), [t]);
  return useSchemaForm(schema, emptyOrganizationForm());
}
