import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import {
  EMPTY_LEAD_FORM,
  type LeadFormField,
  type LeadFormValues,
} from '@/shared/recordForms/lead/leadFormFields';
import { leadFormSchema } from '@/shared/recordForms/lead/leadFormSchema';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';
import { importMessages } from '../messages';
import type { ImportRowData } from '../read/csvWorkerProtocol';
import type { NamedEntry } from '../read/nameMatching';
import { checkValues, contactKeys, spreadsheetRowNumber } from '../read/prepareRows';

export interface FixRowDialogProps {
  row: ImportRowData;
  sources: readonly NamedEntry[];
  onSave(row: ImportRowData): void;
  onClose(): void;
}

const ALWAYS_SHOWN: readonly LeadFormField[] = ['name', 'phone', 'email', 'sourceId'];

/** Fixing a row in place, checked by the new-lead form's schema as the form would check it. */
export function FixRowDialog({ row, sources, onSave, onClose }: FixRowDialogProps) {
  const t = useMessages(importMessages);
  const tForm = useMessages(leadFormMessages);
  const tField = useMessages(leadFieldMessages);
  const schema = useMemo(() => leadFormSchema('create', tForm), [tForm]);
  const [values, setValues] = useState<LeadFormValues>({ ...EMPTY_LEAD_FORM, ...row.values });
  const [problems, setProblems] = useState(row.problems);
  const fields = [
    ...ALWAYS_SHOWN,
    ...row.problems.flatMap((problem) =>
      problem.field && !ALWAYS_SHOWN.includes(problem.field) ? [problem.field] : [],
    ),
  ];
  const rowProblems = problems.filter((problem) => problem.field === null);
  const errorOf = (field: LeadFormField) =>
    problems
      .filter((problem) => problem.field === field)
      .map((problem) => problem.message)
      .join(' ') || undefined;
  const set = (field: LeadFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const found = checkValues(filled, schema);
    setProblems(found);
    if (found.length > 0) return;
    // Cell counts no longer matter once the row's values are the user's own.
    onSave({ ...row, values: filled, problems: [], contactKeys: contactKeys(filled) });
  };

  return (
    <Modal opened onClose={onClose} title={t('fixTitle', { row: spreadsheetRowNumber(row.index) })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {rowProblems.map((problem) => (
            <p key={problem.message}>{problem.message}</p>
          ))}
          {fields.map((field) =>
            field === 'sourceId' && sources.length > 0 ? (
              <NativeSelect
                key={field}
                label={tField(field)}
                value={values.sourceId}
                error={errorOf(field)}
                data={[
                  { value: '', label: '—' },
                  ...sources.map((source) => ({ value: String(source.id), label: source.name })),
                ]}
                onChange={(event) => set(field, event.currentTarget.value)}
              />
            ) : (
              <TextInput
                key={field}
                label={tField(field)}
                value={values[field]}
                error={errorOf(field)}
                onChange={(event) => set(field, event.currentTarget.value)}
              />
            ),
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('fixSave')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
