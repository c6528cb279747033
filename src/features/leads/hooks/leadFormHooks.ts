import { useCallback, useMemo, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { type ServerAwareSubmit, useServerAwareSubmit } from '@/shared/forms/useServerAwareSubmit';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { isLeadFieldName, leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import {
  isAttributionField,
  LEAD_FORM_FIELDS,
  LEAD_SERVER_FIELDS,
  type LeadFormValues,
  leadInputId,
} from '@/shared/recordForms/lead/leadFormFields';
import { type LeadFormMode, leadFormSchema } from '@/shared/recordForms/lead/leadFormSchema';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';

export type LeadForm = UseFormReturn<LeadFormValues, unknown, LeadFormValues>;

/** The lead form's state: the shared schema form with the lead's rules for create or edit. */
export function useLeadSchemaForm(mode: LeadFormMode, defaultValues: LeadFormValues): LeadForm {
  const t = useMessages(leadFormMessages);
  const schema = useMemo(() => leadFormSchema(mode, t), [mode, t]);
  return useSchemaForm(schema, defaultValues);
}

/** A lead field's label by its API name; undefined for a name that is not a lead field. */
export function useLeadFieldLabel(): (field: string) => string | undefined {
  const label = useMessages(leadFieldMessages);
  return useCallback((field: string) => (isLeadFieldName(field) ? label(field) : undefined), [label]);
}

export interface LeadSubmit extends ServerAwareSubmit<LeadFormValues> {
  /** The collapsed attribution section: opened by the user, or by the submit when a field in it is in error. */
  attributionOpen: boolean;
  setAttributionOpen(opened: boolean): void;
}

/** The shared submit pipeline, told the lead form's field order, labels and collapsed section. */
export function useLeadSubmit(form: LeadForm, action: (values: LeadFormValues) => Promise<void>): LeadSubmit {
  const labelOf = useLeadFieldLabel();
  const [attributionOpen, setAttributionOpen] = useState(false);
  const reveal = useCallback((fields: readonly Path<LeadFormValues>[]) => {
    // Any error inside opens it, not only the first: the summary links to every field in error.
    if (fields.some((field) => isAttributionField(field))) setAttributionOpen(true);
  }, []);
  const submission = useServerAwareSubmit(form, LEAD_SERVER_FIELDS, action, {
    fieldOrder: LEAD_FORM_FIELDS,
    inputId: leadInputId,
    labelOf,
    reveal,
  });
  return { ...submission, attributionOpen, setAttributionOpen };
}
