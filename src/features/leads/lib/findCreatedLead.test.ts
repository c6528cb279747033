import { describe, expect, it } from 'vitest';
import { LeadSchema } from '@/api/schemas/lead';
import { wireLead } from '../../../../tests/support/leadFixtures';
import { CLOCK_SKEW_SECONDS, isLeadFromCreate } from './findCreatedLead';

const sentAt = 1_780_000_000;
const lead = (overrides: Record<string, unknown>) =>
  LeadSchema.parse(wireLead({ name: 'Anna', phone: 79161234567, email: 'anna@example.com', ...overrides }));

describe('isLeadFromCreate', () => {
  it('matches a lead created since the send with the same phone or e-mail and name', () => {
    expect(
      isLeadFromCreate(lead({ dtCreate: sentAt + 1 }), { name: 'Anna', phone: '+79161234567' }, sentAt),
    ).toBe(true);
    expect(
      isLeadFromCreate(lead({ dtCreate: sentAt, phone: null }), { email: 'ANNA@example.com ' }, sentAt),
    ).toBe(true);
  });

  it('allows for the CRM’s clock being behind ours, but not for an older lead', () => {
    const sent = { phone: '+79161234567' };
    expect(isLeadFromCreate(lead({ dtCreate: sentAt - CLOCK_SKEW_SECONDS }), sent, sentAt)).toBe(true);
    expect(isLeadFromCreate(lead({ dtCreate: sentAt - CLOCK_SKEW_SECONDS - 1 }), sent, sentAt)).toBe(false);
  });

  it('refuses another contact or another name', () => {
    expect(isLeadFromCreate(lead({ dtCreate: sentAt }), { phone: '+79160000000' }, sentAt)).toBe(false);
    expect(
      isLeadFromCreate(lead({ dtCreate: sentAt }), { name: 'Boris', phone: '+79161234567' }, sentAt),
    ).toBe(false);
  });
});
