import { type BaseSyntheticEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { ValidationError } from '@/api/errors';
import { useLocale } from '@/shared/i18n/I18nProvider';
import type { Locale } from '@/shared/i18n/locale';
import { type FieldLabelLookup, translateValidationMessage } from '@/shared/i18n/validationMessages';
import { applyServerErrors, type ServerFieldMap, type UnplacedServerError } from './applyServerErrors';
import type { SubmitProblems } from './FormProblems';

export interface ServerAwareSubmit<T extends FieldValues = FieldValues> {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from the click until the server answers: the submit button shows a loader and ignores clicks. */
  pending: boolean;
  /** 422 messages for fields this form does not show. */
  unplaced: UnplacedServerError[];
  /** Any other failure (network, 5xx, a bad answer): the form says whether the CRM may have saved it anyway. */
  failure: Error | null;
  /** Everything `<FormProblems control={form.control} {...problems} />` shows. */
  problems: SubmitProblems<T>;
}

export interface ServerAwareSubmitOptions<T extends FieldValues> {
  /** The fields in screen order: the error summary's order; after a failed submit the first in error takes the focus. */
  fieldOrder: readonly Path<T>[];
  /** The input's id for a field: the summary links to it, and focus finds the input by it. */
  inputId: (field: string) => string;
  /** A field's label by its API name: names the field in the summary and in the server's translated messages. */
  labelOf?: FieldLabelLookup;
  /** Opens whatever hides these fields (a collapsed section) before the first of them is focused. */
  reveal?: (fields: readonly Path<T>[]) => void;
}

/** The server's messages in the user's language: Laravel's standard ones translated, the rest as sent. */
function inUserLanguage(error: ValidationError, locale: Locale, labelOf?: FieldLabelLookup): ValidationError {
  const translate = (message: string) => translateValidationMessage(message, locale, labelOf);
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.map(translate)]),
  );
  return new ValidationError(translate(error.message), fieldErrors);
}

function fieldsInError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]): Path<T>[] {
  return order.filter((field) => get(errors, field) !== undefined);
}

/**
 * Validates, runs `action` once at a time, and puts a 422's messages on the form's fields. A second submit
 * while the first is in flight is dropped, so a double click never creates two records. After a failed submit
 * the first field in error (in `fieldOrder`) takes the focus, once `reveal` has opened what hides it.
 */
export function useServerAwareSubmit<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  serverFields: ServerFieldMap<T>,
  action: (values: T) => Promise<void>,
  options: ServerAwareSubmitOptions<T>,
): ServerAwareSubmit<T> {
  const { locale } = useLocale();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [unplaced, setUnplaced] = useState<UnplacedServerError[]>([]);
  const [failure, setFailure] = useState<Error | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: Path<T> } | null>(null);
  // Options are often written inline; reading them through a ref keeps `submit` stable.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // After the render that opened a collapsed section, so the field can take the focus.
  useEffect(() => {
    if (!focusRequest) return;
    const input = document.getElementById(optionsRef.current.inputId(focusRequest.field));
    // By id first: a field first mounted by `reveal` may not have handed react-hook-form its element yet.
    if (input) input.focus();
    else form.setFocus(focusRequest.field);
  }, [focusRequest, form]);

  const focusFirst = useCallback((fields: readonly Path<T>[]) => {
    const [first] = fields;
    if (first === undefined) return;
    optionsRef.current.reveal?.(fields);
    setFocusRequest({ field: first });
  }, []);

  const submit = useCallback(
    (event?: BaseSyntheticEvent) =>
      form.handleSubmit(
        async (values) => {
          if (inFlight.current) return;
          inFlight.current = true;
          setPending(true);
          setUnplaced([]);
          setFailure(null);
          try {
            await action(values);
          } catch (error) {
            const { labelOf, fieldOrder } = optionsRef.current;
            const shown = error instanceof ValidationError ? inUserLanguage(error, locale, labelOf) : error;
            const applied = applyServerErrors(shown, form.setError, serverFields);
            if (applied) {
              setUnplaced(applied.unplaced);
              const placed = new Set<string>(applied.placed);
              focusFirst(fieldOrder.filter((field) => placed.has(field)));
            } else setFailure(error instanceof Error ? error : new Error(String(error)));
          } finally {
            inFlight.current = false;
            setPending(false);
          }
        },
        (errors) => {
          setUnplaced([]);
          setFailure(null);
          focusFirst(fieldsInError(errors, optionsRef.current.fieldOrder));
        },
      )(event),
    [form, serverFields, action, locale, focusFirst],
  );

  const { fieldOrder, inputId, labelOf } = options;
  const problems = useMemo(
    () => ({ fields: fieldOrder, inputId, labelOf, unplaced, failure }),
    [fieldOrder, inputId, labelOf, unplaced, failure],
  );
  return { submit, pending, unplaced, failure, problems };
}
