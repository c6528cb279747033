import { HttpError } from '../http/errors.ts';

export type ErrorBag = Record<string, string[]>;

// Laravel's Str::snake followed by replacing underscores: sourceId → "source id", dtCreate.0 → "dt create.0".
export function displayAttribute(field: string): string {
  if (/^[a-z]+$/.test(field)) return field;
  const words = field.replace(
    /(^|\s)(\S)/g,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
  return words
    .replace(/\s+/g, '')
    .replace(/(.)(?=[A-Z])/gu, '$1_')
    .toLowerCase()
    .replace(/_/g, ' ');
}

// ValidationException::summarize: the first message plus "(and N more error[s])" over all messages.
export function summarize(errors: ErrorBag): string {
  const messages = Object.values(errors).flat();
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

export class ValidationError extends HttpError {
  constructor(readonly errors: ErrorBag) {
    super(422, { message: summarize(errors), errors });
  }
}
