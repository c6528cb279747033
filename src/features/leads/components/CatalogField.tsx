import type { ComboboxData } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { SelectField } from '@/shared/forms/SelectField';
import { TextField } from '@/shared/forms/TextField';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { type LeadFormValues, type LeadIdField, leadInputId } from '@/shared/recordForms/lead/leadFormFields';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';

interface CatalogFieldProps {
  control: Control<LeadFormValues>;
  name: LeadIdField;
  /** Options; null when there is no list to choose from (the account's catalog is empty, or failed to load). */
  options: ComboboxData | null;
  required?: boolean;
}

/** A searchable picker over the catalog; a plain number input when there is no catalog to pick from. */
export function CatalogField({ control, name, options, required = false }: CatalogFieldProps) {
  const t = useMessages(leadFormMessages);
  const label = useMessages(leadFieldMessages);
  const common = { control, name, id: leadInputId(name), label: label(name), required } as const;
  if (options === null) {
    return <TextField {...common} inputMode="numeric" autoComplete="off" description={t('idDescription')} />;
  }
  return (
    <SelectField
      {...common}
      data={options}
      placeholder={t('pickerPlaceholder')}
      nothingFoundMessage={t('nothingFound')}
    />
  );
}
