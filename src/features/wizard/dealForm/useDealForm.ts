import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useCatalogs } from '../../../config/useCatalogs';
import { useMessages } from '../../../shared/i18n/I18nProvider';
import { type DealFormValues, dealFormSchema, emptyDealForm } from './dealFormSchema';
import { dealMessages } from './messages';

export function useDealForm() {
  const t = useMessages(dealMessages);
  const { catalogs } = useCatalogs();
  const schema = useMemo(() => dealFormSchema(t, catalogs.offices), [t, catalogs.offices]);
  return useForm<DealFormValues, unknown, DealFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyDealForm(),
    mode: 'onTouched',
  });
}
