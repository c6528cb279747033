import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { type Control, type FieldValues, get, type Path, useFormState } from 'react-hook-form';
import { mayHaveReachedTheCrm } from '@/api/errors';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { type FieldLabelLookup, translateValidationMessage } from '@/shared/i18n/validationMessages';
import type { UnplacedServerError } from './applyServerErrors';
import { ErrorSummary } from './ErrorSummary';
import { errorSummaryItems } from './errorSummaryItems';
import { formMessages } from './messages';

/** What the submit pipeline knows of a form's problems: `useServerAwareSubmit(…).problems`. */
export interface SubmitProblems<T extends FieldValues> {
  /** The form's fields in screen order, with their input ids, so the summary reads top to bottom. */
  fields: readonly Path<T>[];
  inputId: (field: string) => string;
  unplaced: UnplacedServerError[];
  failure: Error | null;
  /** The field's label, to say in the summary which field a message is about ("Cost: …"). */
  labelOf?: FieldLabelLookup;
}

export interface FormProblemsProps<T extends FieldValues> extends SubmitProblems<T> {
  /** The form's control: its errors are listed once it has been submitted, never while the user types. */
  control: Control<T, unknown, T>;
  /** A form's own words for a failure it knows more about (e.g. what to check before sending again). */
  failureText?: (failure: Error) => string | undefined;
}

/** The error summary on top of a form, and the alert for failures that are no one field's fault. */
export function FormProblems<T extends FieldValues>({
  control,
  fields,
  inputId,
  unplaced,
  failure,
  labelOf,
  failureText,
}: FormProblemsProps<T>) {
  const t = useMessages(formMessages);
  const describe = useErrorText(translateValidationMessage);
  const { errors, submitCount } = useFormState({ control });
  const submitted = submitCount > 0;
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const items = errorSummaryItems(submitted ? errors : {}, fields, inputId, unplaced, labelOf);

  // A field takes the focus when it has an error; messages no field can hold need the summary focused instead.
  const onlyUnplaced = unplaced.length > 0 && !fields.some((field) => get(errors, field));
  useEffect(() => {
    if (onlyUnplaced) summaryRef.current?.focus();
  }, [onlyUnplaced]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  return (
    <>
      <ErrorSummary ref={summaryRef} title={t('summaryTitle')} items={items} />
      {failure && (
        <Alert
          ref={failureRef}
          color="red"
          title={t(mayHaveReachedTheCrm(failure) ? 'uncertainTitle' : 'failureTitle')}
          role="alert"
          tabIndex={-1}
        >
          {failureText?.(failure) ??
            t(mayHaveReachedTheCrm(failure) ? 'uncertainText' : 'failureText', { reason: describe(failure) })}
        </Alert>
      )}
    </>
  );
}
