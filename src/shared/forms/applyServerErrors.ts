import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ValidationError } from '@/api/errors';

/** API field name → form field name. Names missing here are shown in the error summary instead. */
export type ServerFieldMap<T extends FieldValues> = Partial<Record<string, Path<T>>>;

export interface UnplacedServerError {
  /** The field name as the API sent it. */
  field: string;
  messages: string[];
}

export interface AppliedServerErrors<T extends FieldValues> {
  /** Form fields that received a message, in the server's order. */
  placed: Path<T>[];
  /** Messages for fields the form does not show. */
  unplaced: UnplacedServerError[];
}

/** `items[0].phone`, `items.0.phone` and `items.0` all lead to the most specific name the map knows. */
function candidateNames(apiField: string): string[] {
  const dotted = apiField.replace(/\[(\w+)\]/g, '.$1');
  const parts = dotted.split('.');
  const names: string[] = [apiField];
  for (let length = parts.length; length > 0; length -= 1) names.push(parts.slice(0, length).join('.'));
  return [...new Set(names)];
}

export function resolveServerField<T extends FieldValues>(
  apiField: string,
  fields: ServerFieldMap<T>,
): Path<T> | undefined {
  for (const name of candidateNames(apiField)) {
    const mapped = fields[name];
    if (mapped) return mapped;
  }
  return undefined;
}

/**
 * Puts a 422's messages on the form's fields (`setError`, focus on the first), and returns the rest for the
 * error summary. Returns null when the error is not a validation error, so callers can rethrow it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFieldMap<T>,
): AppliedServerErrors<T> | null {
  if (!(error instanceof ValidationError)) return null;
  const placed: Path<T>[] = [];
  const unplaced: UnplacedServerError[] = [];
  const messagesByField = new Map<Path<T>, string[]>();
  for (const [apiField, messages] of Object.entries(error.fieldErrors)) {
    const name = resolveServerField(apiField, fields);
    if (!name) {
      unplaced.push({ field: apiField, messages });
      continue;
    }
    if (!messagesByField.has(name)) placed.push(name);
    messagesByField.set(name, [...(messagesByField.get(name) ?? []), ...messages]);
  }
  placed.forEach((name, index) => {
    const messages = messagesByField.get(name) ?? [];
    setError(name, { type: 'server', message: messages.join(' ') }, { shouldFocus: index === 0 });
  });
  if (placed.length === 0 && unplaced.length === 0) {
    unplaced.push({ field: '', messages: [error.message] });
  }
  return { placed, unplaced };
}
