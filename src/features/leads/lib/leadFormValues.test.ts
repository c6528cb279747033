import { describe, expect, it } from 'vitest';
import { LeadSchema } from '@/api/schemas/lead';
import { EMPTY_LEAD_FORM } from '@/shared/recordForms/lead/leadFormFields';
import {
  changedFields,
  differingFields,
  filledFields,
  leadToFormValues,
  toLeadWrite,
} from '@/shared/recordForms/lead/leadFormValues';
import { wireLead } from '../../../../tests/support/leadFixtures';

const lead = LeadSchema.parse(wireLead());

describe('lead form values', () => {
  it('shows a lead as text, the phone tidied and nulls empty', () => {
    const values = leadToFormValues(lead);
    expect(values.phone).toBe('+7 916 123-45-67');
    expect(values.sourceId).toBe('1');
    expect(values.remoteId).toBe('');
    expect(values.utmSource).toBe('');
  });

  it('sends integers as numbers, the phone as + and digits, trimmed text, and an emptied field as null', () => {
    const values = {
      ...EMPTY_LEAD_FORM,
      name: '  Anna ',
      phone: '8 (916) 123-45-67',
      email: '',
      sourceId: '3',
      cost: '1500',
    };
    expect(toLeadWrite(values, ['name', 'phone', 'email', 'sourceId', 'cost'])).toEqual({
      name: 'Anna',
      phone: '+79161234567',
      email: null,
      sourceId: 3,
      cost: 1500,
    });
  });

  it('lists filled fields for create and dirty fields for edit, in form order', () => {
    expect(filledFields({ ...EMPTY_LEAD_FORM, email: 'a@b', name: 'A' })).toEqual(['name', 'email']);
    const base = leadToFormValues(lead);
    expect(changedFields({ ...base, cost: '1', name: 'B' }, base)).toEqual(['name', 'cost']);
  });

  it('tells which shown fields differ between two versions', () => {
    const newer = LeadSchema.parse(wireLead({ email: null, dtUpdate: 1_780_000_900 }));
    expect(differingFields(lead, newer)).toEqual(['email']);
  });
});
