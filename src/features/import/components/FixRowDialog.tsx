import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { FormProblems } from '@/shared/forms/FormProblems';
import { PhoneField } from '@/shared/forms/PhoneField';
import { SelectField } from '@/shared/forms/SelectField';
import { TextField } from '@/shared/forms/TextField';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { useServerAwareSubmit } from '@/shared/forms/useServerAwareSubmit';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { contactKeys } from '@/shared/lib/leadContacts';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import {
  EMPTY_LEAD_FORM,
  LEAD_FORM_FIELDS,
  LEAD_ID_FIELDS,
  LEAD_SERVER_FIELDS,
  type LeadFormField,
  type LeadFormValues,
  type LeadIdField,
} from '@/shared/recordForms/lead/leadFormFields';
import { leadFormSchema } from '@/shared/recordForms/lead/leadFormSchema';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';
import { importMessages } from '../messages';
import type { NameCatalogs } from '../read/nameMatching';
import { type ImportRowData, spreadsheetRowNumber } from '../read/prepareRows';

export interface FixRowDialogProps {
  row: ImportRowData;
  catalogs: NameCatalogs;
  onSave(row: ImportRowData): void;
  onClose(): void;
}

const ALWAYS_SHOWN: readonly LeadFormField[] = ['name', 'phone', 'email', 'sourceId'];
const inputId = (field: string) => `fix-row-${field}`;
const isIdField = (field: LeadFormField): field is LeadIdField =>
  (LEAD_ID_FIELDS as readonly string[]).includes(field);

/**
 * Fixing a row in place: a form of the shared pipeline (the new-lead form's schema, its fields, the error
 * summary), opened with the row's problems on their fields. Nothing is sent from here; the row goes back to the
 * preview, ready.
 */
export function FixRowDialog({ row, catalogs, onSave, onClose }: FixRowDialogProps) {
  const t = useMessages(importMessages);
  const tForm = useMessages(leadFormMessages);
  const tField = useMessages(leadFieldMessages);
  const schema = useMemo(() => leadFormSchema('create', tForm), [tForm]);
  const form = useSchemaForm<LeadFormValues>(schema, { ...EMPTY_LEAD_FORM, ...row.values });
  // The fields with problems, besides the usual four, in the form's order.
  const fields = useMemo(() => {
    const wanted = new Set<LeadFormField>(ALWAYS_SHOWN);
    for (const problem of row.problems) if (problem.field) wanted.add(problem.field);
    return LEAD_FORM_FIELDS.filter((field) => wanted.has(field));
  }, [row.problems]);
  const rowProblems = row.problems.filter((problem) => problem.field === null);

  // The row's problems, as the preview listed them, stand on their fields from the start.
  useEffect(() => {
    for (const problem of row.problems) {
      if (problem.field) form.setError(problem.field, { type: 'import', message: problem.message });
    }
  }, [form, row.problems]);

  const { submit, pending, problems } = useServerAwareSubmit(
    form,
    LEAD_SERVER_FIELDS,
    async (values) => {
      const filled = Object.fromEntries(
        Object.entries(values).filter(([, value]) => value.trim() !== ''),
      ) as Partial<LeadFormValues>;
      // Cell counts no longer matter once the row's values are the user's own.
      onSave({ ...row, values: filled, problems: [], contactKeys: contactKeys(filled) });
    },
    { fieldOrder: fields, inputId, labelOf: (field) => (isLeadFormField(field) ? tField(field) : undefined) },
  );

  const field = (name: LeadFormField) => ({
    control: form.control,
    name,
    id: inputId(name),
    label: tField(name),
  });
  const render = (name: LeadFormField) => {
    if (name === 'phone') return <PhoneField key={name} {...field(name)} />;
    const options = isIdField(name) ? catalogs[name] : [];
    if (isIdField(name) && options.length > 0) {
      return (
        <SelectField
          key={name}
          {...field(name)}
          data={options.map((entry) => ({ value: String(entry.id), label: entry.name }))}
          placeholder={tForm('pickerPlaceholder')}
          nothingFoundMessage={tForm('nothingFound')}
          comboboxProps={{ withinPortal: false }}
        />
      );
    }
    return <TextField key={name} {...field(name)} type={name === 'email' ? 'email' : 'text'} />;
  };

  return (
    <Modal opened onClose={onClose} title={t('fixTitle', { row: spreadsheetRowNumber(row.index) })}>
      <form onSubmit={submit} noValidate aria-busy={pending}>
        <Stack gap="sm">
          <FormProblems control={form.control} {...problems} />
          {rowProblems.length > 0 && (
            <Alert color="yellow">
              {rowProblems.map((problem) => (
                <p key={problem.message}>{problem.message}</p>
              ))}
            </Alert>
          )}
          {fields.map(render)}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('fixSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function isLeadFormField(field: string): field is LeadFormField {
  return (LEAD_FORM_FIELDS as readonly string[]).includes(field);
}
