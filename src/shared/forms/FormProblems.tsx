import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { BadResponseError, NetworkError, ServerError } from '../../api/errors';
import { useMessages } from '../i18n/I18nProvider';
import type { UnplacedServerError } from './applyServerErrors';
import { ErrorSummary } from './ErrorSummary';
import { errorSummaryItems } from './errorSummaryItems';
import { formMessages } from './messages';

export interface FormProblemsProps<T extends FieldValues> {
  /** The form's fields in screen order, with their input ids, so the summary reads top to bottom. */
  fields: readonly Path<T>[];
  inputId: (field: string) => string;
  errors: FieldErrors<T>;
  /** Shown only after a submit, never while the user is still typing. */
  submitted: boolean;
  unplaced: UnplacedServerError[];
  failure: Error | null;
}

/** A lost connection, a 5xx or an unreadable answer may come after the CRM saved the record. */
function mayHaveReachedTheCrm(failure: Error): boolean {
  return (
    failure instanceof NetworkError || failure instanceof ServerError || failure instanceof BadResponseError
  );
}

/** The error summary on top of a form, and the alert for failures that are no one field's fault. */
export function FormProblems<T extends FieldValues>({
  fields,
  inputId,
  errors,
  submitted,
  unplaced,
  failure,
}: FormProblemsProps<T>) {
  const t = useMessages(formMessages);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const items = errorSummaryItems(submitted ? errors : {}, fields, inputId, unplaced);

  // A field takes the focus when it has an error; messages no field can hold need the summary focused instead.
  const onlyUnplaced = unplaced.length > 0 && !fields.some((field) => errors[field]);
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
          {t(mayHaveReachedTheCrm(failure) ? 'uncertainText' : 'failureText', { reason: failure.message })}
        </Alert>
      )}
    </>
  );
}
