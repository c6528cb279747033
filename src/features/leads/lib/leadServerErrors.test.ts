import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@/api/errors';
import { applyServerErrors, resolveServerField } from '@/shared/forms/applyServerErrors';
import {
  LEAD_FORM_FIELDS,
  LEAD_SERVER_FIELDS,
  type LeadFormValues,
} from '@/shared/recordForms/lead/leadFormFields';

function apply(fieldErrors: Record<string, string[]>) {
  const setError = vi.fn();
  const result = applyServerErrors<LeadFormValues>(
    new ValidationError('invalid', fieldErrors),
    setError,
    LEAD_SERVER_FIELDS,
  );
  return { setError, result };
}

describe('the lead form’s 422 field map', () => {
  it('maps every writable API field to the input of the same name', () => {
    // Copied from the spec (4.4, 4.5), not from the code, so a field the form forgets fails here.
    const writableInSpec = [
      'name',
      'phone',
      'email',
      'userIdOwner',
      'sourceId',
      'remoteId',
      'locationUnitId',
      'locationCityId',
      'funnelStageId',
      'cost',
      'utmSource',
      'utmMedium',
      'utmCampaign',
      'utmContent',
      'utmTerm',
      'utmReferrer',
      'openstatService',
      'openstatCampaign',
      'openstatAd',
      'openstatSource',
      'from',
      'yclid',
      'ymclid',
      'ymClientId',
      'gclid',
      'yqrid',
      'fbclid',
      'trackerId',
      'referrer',
      'ip',
    ];
    for (const field of writableInSpec) expect(resolveServerField(field, LEAD_SERVER_FIELDS)).toBe(field);
    expect([...LEAD_FORM_FIELDS].sort()).toEqual([...writableInSpec].sort());
  });

  it('puts known fields on their inputs, all messages of a field together, focusing the first', () => {
    const { setError, result } = apply({
      phone: ['The phone field is required when email is not present.'],
      email: ['The email field is required when phone is not present.'],
      sourceId: ['The source id field must be an integer.', 'The selected source id is invalid.'],
    });
    expect(result?.placed).toEqual(['phone', 'email', 'sourceId']);
    expect(result?.unplaced).toEqual([]);
    expect(setError).toHaveBeenCalledWith(
      'phone',
      { type: 'server', message: 'The phone field is required when email is not present.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'sourceId',
      {
        type: 'server',
        message: 'The source id field must be an integer. The selected source id is invalid.',
      },
      { shouldFocus: false },
    );
  });

  it('resolves dotted and array names to their field, merging their messages', () => {
    const { setError, result } = apply({
      'phone.0': ['The phone.0 field format is invalid.'],
      'phone[1]': ['The phone.1 field format is invalid.'],
      'utmSource.value': ['The utm source.value field must be a string.'],
    });
    expect(result?.placed).toEqual(['phone', 'utmSource']);
    expect(setError).toHaveBeenCalledWith(
      'phone',
      {
        type: 'server',
        message: 'The phone.0 field format is invalid. The phone.1 field format is invalid.',
      },
      { shouldFocus: true },
    );
  });

  it('returns fields the form does not show, with every message, for the summary', () => {
    const { setError, result } = apply({
      clientId: ['The client id field is prohibited.'],
      'contacts.0.phone': ['The contacts.0.phone field is required.', 'Second message.'],
      name: ['The name field must not be greater than 255 characters.'],
    });
    expect(result?.placed).toEqual(['name']);
    expect(result?.unplaced).toEqual([
      { field: 'clientId', messages: ['The client id field is prohibited.'] },
      { field: 'contacts.0.phone', messages: ['The contacts.0.phone field is required.', 'Second message.'] },
    ]);
    expect(setError).toHaveBeenCalledTimes(1);
  });
});
