import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useMessages } from '../../i18n/I18nProvider';
import { organizationMessages } from './messages';
import {
  emptyOrganizationForm,
  type OrganizationFormValues,
  organizationFormSchema,
} from './organizationFormSchema';

export function useOrganizationForm() {
  const t = useMessages(organizationMessages);
  const schema = useMemo(() => organizationFormSchema(t), [t]);
  return useForm<OrganizationFormValues, unknown, OrganizationFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyOrganizationForm(),
    mode: 'onTouched',
  });
}
