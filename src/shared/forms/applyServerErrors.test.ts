import { describe, expect, it, vi } from 'vitest';
import { NotFoundError, ValidationError } from '@/api/errors';
import { applyServerErrors, resolveServerField } from './applyServerErrors';

type Form = { phone: string; email: string; contacts: { phone: string }[]; dtFrom: string };
const fields = {
  phone: 'phone',
  email: 'email',
  'contacts.0.phone': 'contacts.0.phone',
  dtCreate: 'dtFrom',
} as const;

describe('applyServerErrors', () => {
  it('puts every message of a known field on that field and focuses the first', () => {
    const setError = vi.fn();
    const error = new ValidationError(
      'The phone field is required when email is not present. (and 1 more error)',
      {
        phone: ['The phone field is required when email is not present.', 'The phone must be a string.'],
        email: ['The email field is required when phone is not present.'],
      },
    );
    const result = applyServerErrors<Form>(error, setError, fields);
    expect(result?.placed).toEqual(['phone', 'email']);
    expect(result?.unplaced).toEqual([]);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'phone',
      {
        type: 'server',
        message: 'The phone field is required when email is not present. The phone must be a string.',
      },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'email',
      { type: 'server', message: 'The email field is required when phone is not present.' },
      { shouldFocus: false },
    );
  });

  it('returns fields the form does not show for the summary', () => {
    const setError = vi.fn();
    const error = new ValidationError('x', { remoteId: ['The remote id field must be an integer.'] });
    const result = applyServerErrors<Form>(error, setError, fields);
    expect(setError).not.toHaveBeenCalled();
    expect(result?.unplaced).toEqual([
      { field: 'remoteId', messages: ['The remote id field must be an integer.'] },
    ]);
  });

  it('maps dotted and bracketed names to the closest known field', () => {
    expect(resolveServerField<Form>('dtCreate.1', fields)).toBe('dtFrom');
    expect(resolveServerField<Form>('dtCreate[0]', fields)).toBe('dtFrom');
    expect(resolveServerField<Form>('contacts[0].phone', fields)).toBe('contacts.0.phone');
    expect(resolveServerField<Form>('contacts.1.phone', fields)).toBeUndefined();
  });

  it('keeps a 422 without field errors visible as a summary message', () => {
    const result = applyServerErrors<Form>(
      new ValidationError('The given data was invalid.', {}),
      vi.fn(),
      fields,
    );
    expect(result?.unplaced).toEqual([{ field: '', messages: ['The given data was invalid.'] }]);
  });

  it('leaves other errors to the caller', () => {
    expect(applyServerErrors<Form>(new NotFoundError(), vi.fn(), fields)).toBeNull();
  });
});
