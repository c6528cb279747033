import { type FieldErrors, type FieldValues, get } from 'react-hook-form';
import type { UnplacedServerError } from './applyServerErrors';
import type { ErrorSummaryItem } from './ErrorSummary';

/**
 * The error summary's lines: every field in error, in the form's order, linking to its input, then the server's
 * messages for fields the form does not show (not linked: there is nothing to go to).
 */
export function errorSummaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldsInOrder: readonly string[],
  inputId: (field: string) => string,
  unplaced: readonly UnplacedServerError[] = [],
  /** The field's label, to say which field a message is about ("Cost: enter a whole number"). */
  labelOf?: (field: string) => string | undefined,
): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const field of fieldsInOrder) {
    const error: { message?: unknown } | undefined = get(errors, field);
    const message = error?.message;
    if (typeof message !== 'string' || message === '') continue;
    const label = labelOf?.(field);
    items.push({ targetId: inputId(field), message: label ? `${label}: ${message}` : message });
  }
  for (const error of unplaced) {
    for (const message of error.messages) items.push({ message });
  }
  return items;
}
