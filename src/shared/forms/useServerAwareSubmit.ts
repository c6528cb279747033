import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, type ServerFieldMap, type UnplacedServerError } from './applyServerErrors';

export interface ServerAwareSubmit {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from the click until the server answers: the submit button shows a loader and ignores clicks. */
  pending: boolean;
  /** 422 messages for fields this form does not show. */
  unplaced: UnplacedServerError[];
  /** Any other failure (network, 5xx, a bad answer): the form says whether the CRM may have saved it anyway. */
  failure: Error | null;
}

/**
 * Validates, runs `action` once at a time, and puts a 422's messages on the form's fields. A second submit
 * while the first is in flight is dropped, so a double click never creates two records.
 */
export function useServerAwareSubmit<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  serverFields: ServerFieldMap<T>,
  action: (values: T) => Promise<void>,
): ServerAwareSubmit {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [unplaced, setUnplaced] = useState<UnplacedServerError[]>([]);
  const [failure, setFailure] = useState<Error | null>(null);

  const submit = useCallback(
    (event?: BaseSyntheticEvent) =>
      form.handleSubmit(async (values) => {
        if (inFlight.current) return;
        inFlight.current = true;
        setPending(true);
        setUnplaced([]);
        setFailure(null);
        try {
          await action(values);
        } catch (error) {
          const applied = applyServerErrors(error, form.setError, serverFields);
          if (applied) setUnplaced(applied.unplaced);
          else setFailure(error instanceof Error ? error : new Error(String(error)));
        } finally {
          inFlight.current = false;
          setPending(false);
        }
      })(event),
    [form, serverFields, action],
  );

  return { submit, pending, unplaced, failure };
}
