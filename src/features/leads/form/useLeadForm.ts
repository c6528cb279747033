import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { applyServerErrors, type UnplacedServerError } from '../../../shared/forms/applyServerErrors';
import { useMessages } from '../../../shared/i18n/I18nProvider';
import {
  isAttributionField,
  LEAD_FORM_FIELDS,
  LEAD_SERVER_FIELDS,
  type LeadFormField,
  type LeadFormValues,
  leadInputId,
} from '../../../shared/recordForms/lead/leadFormFields';
import { type LeadFormMode, leadFormSchema } from '../../../shared/recordForms/lead/leadFormSchema';
import { leadFormMessages } from '../../../shared/recordForms/lead/messages';

type FocusTarget = LeadFormField | 'summary';

/**
 * The lead form's state: react-hook-form with the zod rules, server 422s put on the fields, and focus after a
 * failed submit on the first field in error (or the error summary when no shown field is at fault), opening the
 * collapsed attribution section first when the field is in it.
 */
export function useLeadForm(mode: LeadFormMode, defaultValues: LeadFormValues) {
  const t = useMessages(leadFormMessages);
  const schema = useMemo(() => leadFormSchema(mode, t), [mode, t]);
  const form = useForm<LeadFormValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus is ours (below): RHF cannot reach a field inside a closed section.
    shouldFocusError: false,
  });
  const [unplaced, setUnplaced] = useState<UnplacedServerError[]>([]);
  const [attributionOpen, setAttributionOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ target: FocusTarget } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const { target } = focusTarget;
    const element = target === 'summary' ? summaryRef.current : document.getElementById(leadInputId(target));
    element?.focus();
  }, [focusTarget]);

  const focusFirst = useCallback((fields: readonly string[]) => {
    const first = LEAD_FORM_FIELDS.find((field) => fields.includes(field));
    // Open for any error inside, not only the first: the summary links to every field in error.
    if (fields.some((field) => isAttributionField(field))) setAttributionOpen(true);
    setFocusTarget({ target: first ?? 'summary' });
  }, []);

  /** For handleSubmit's second argument. */
  const onInvalid = useCallback(
    (errors: FieldErrors<LeadFormValues>) => {
      setUnplaced([]);
      focusFirst(Object.keys(errors));
    },
    [focusFirst],
  );

  /** Puts a 422 on the form; false when the error is something else, for the caller to show. */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      const applied = applyServerErrors(error, form.setError, LEAD_SERVER_FIELDS);
      if (!applied) return false;
      setUnplaced(applied.unplaced);
      focusFirst(applied.placed);
      return true;
    },
    [form.setError, focusFirst],
  );

  const clearServerSummary = useCallback(() => setUnplaced([]), []);

  return {
    form,
    t,
    unplaced,
    summaryRef,
    attributionOpen,
    setAttributionOpen,
    onInvalid,
    showServerErrors,
    clearServerSummary,
  };
}

export type LeadFormState = ReturnType<typeof useLeadForm>;
