import { useMemo } from 'react';
import { useCatalogs } from '@/config/useCatalogs';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { dealFormSchema, emptyDealForm } from './dealFormSchema';
import { dealMessages } from './messages';

export function useDealForm() {
  const t = useMessages(dealMessages);
  const { catalogs } = useCatalogs();
  const schema = useMemo(() => dealFormSchema(t, catalogs.offices), [t, catalogs.offices]);
  return useSchemaForm(schema, emptyDealForm());
}
