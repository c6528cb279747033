import { describe, expect, it } from 'vitest';
import { LeadEnvelopeSchema, LeadPageSchema } from './lead';

/** A lead as the spec's list example shows it: phone as a number, unix dates, extra fields. */
const listedLead = {
  id: 1024,
  firstId: 1001,
  clientId: null,
  name: 'Иван Петров',
  phone: 79161234567,
  email: 'ivan@example.ru',
  userIdCreate: 3,
  userIdUpdate: null,
  userIdOwner: 5,
  sourceId: 2,
  funnelStageId: 1,
  remoteId: null,
  dtCreate: 1763800000,
  dtUpdate: 1763800500,
  dtNotAnswer: null,
  notAnswer: null,
  locationUnitId: 4,
  locationCityId: 1,
  otherCount: 2,
  cost: 150000,
  contractId: 77,
  utmSource: 'yandex',
  utmMedium: 'cpc',
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
  utmReferrer: null,
  openstatService: null,
  openstatCampaign: null,
  openstatAd: null,
  openstatSource: null,
  from: null,
  yclid: '12345',
  ymclid: null,
  ymClientId: null,
  gclid: null,
  yqrid: null,
  fbclid: null,
  trackerId: null,
  referrer: 'https://ya.ru/',
  ip: '10.0.0.1',
  someFieldAddedLater: { nested: true },
};

const page = {
  data: [listedLead],
  links: {
    first: 'https://acc.example/lead?page=1',
    last: 'https://acc.example/lead?page=3',
    prev: null,
    next: 'https://acc.example/lead?page=2',
  },
  meta: {
    current_page: 1,
    from: 1,
    last_page: 3,
    links: [
      { url: null, label: '&laquo; Previous', active: false },
      { url: 'https://acc.example/lead?page=1', label: '1', active: true },
      { url: 'https://acc.example/lead?page=2', label: 'Next &raquo;', active: false },
    ],
    path: 'https://acc.example/lead',
    per_page: 15,
    to: 15,
    total: 40,
  },
};

describe('lead schemas', () => {
  it('reads a list page, turning the numeric phone into a string and dropping unknown fields', () => {
    const parsed = LeadPageSchema.parse(page);
    const [lead] = parsed.data;
    expect(lead?.phone).toBe('79161234567');
    expect(lead?.otherCount).toBe(2);
    expect(lead).not.toHaveProperty('someFieldAddedLater');
    expect(parsed.meta.last_page).toBe(3);
  });

  it('reads a lead without contractId (read) as contractId null', () => {
    const { contractId: _omitted, ...read } = listedLead;
    expect(LeadEnvelopeSchema.parse({ data: read }).data.contractId).toBeNull();
  });

  it('accepts the earlier create variant: string phone, ISO dates and success', () => {
    const created = LeadEnvelopeSchema.parse({
      success: true,
      data: {
        ...listedLead,
        phone: '+79161234567',
        dtCreate: '2026-11-22T10:00:00.000000Z',
        dtUpdate: '2026-11-22T10:00:00.000000Z',
        commentDelete: null,
        status: 1,
      },
    });
    expect(created.data.phone).toBe('+79161234567');
    expect(created.data.dtCreate).toBe(Date.parse('2026-11-22T10:00:00Z') / 1000);
  });

  it('refuses a lead with no id or no creation date', () => {
    const { id: _id, ...withoutId } = listedLead;
    expect(LeadEnvelopeSchema.safeParse({ data: withoutId }).success).toBe(false);
    expect(LeadEnvelopeSchema.safeParse({ data: { ...listedLead, dtCreate: 'yesterday' } }).success).toBe(
      false,
    );
  });
});
