import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '@/api/http';
import { LeadSchema } from '@/api/schemas/lead';
import { contactKeys } from '@/shared/lib/leadContacts';
import { wireLead } from '../../../../tests/support/leadFixtures';
import { setupMswServer } from '../../../../tests/support/msw';
import { CLOCK_SKEW_SECONDS, findCreatedLead, isLeadFromCreate, sentCreate } from './findCreatedLead';

const API = 'http://crm.test/api';
const sentAt = 1_780_000_000;
const lead = (overrides: Record<string, unknown>) =>
  LeadSchema.parse(wireLead({ name: 'Anna', phone: 79161234567, email: 'anna@example.com', ...overrides }));

describe('isLeadFromCreate', () => {
  it('matches a lead created since the send with the same phone or e-mail and name', () => {
    expect(
      isLeadFromCreate(
        lead({ dtCreate: sentAt + 1 }),
        sentCreate({ name: 'Anna', phone: '+79161234567' }, sentAt),
      ),
    ).toBe(true);
    expect(
      isLeadFromCreate(
        lead({ dtCreate: sentAt, phone: null }),
        sentCreate({ email: 'ANNA@example.com ' }, sentAt),
      ),
    ).toBe(true);
  });

  it('allows for the CRM’s clock being behind ours, but not for an older lead', () => {
    const sent = sentCreate({ phone: '+79161234567' }, sentAt);
    expect(isLeadFromCreate(lead({ dtCreate: sentAt - CLOCK_SKEW_SECONDS }), sent)).toBe(true);
    expect(isLeadFromCreate(lead({ dtCreate: sentAt - CLOCK_SKEW_SECONDS - 1 }), sent)).toBe(false);
  });

  it('refuses another contact, another name, and a lead another import row already owns', () => {
    expect(isLeadFromCreate(lead({ dtCreate: sentAt }), sentCreate({ phone: '+79160000000' }, sentAt))).toBe(
      false,
    );
    expect(
      isLeadFromCreate(
        lead({ dtCreate: sentAt }),
        sentCreate({ name: 'Boris', phone: '+79161234567' }, sentAt),
      ),
    ).toBe(false);
    const keys = contactKeys({ phone: '8 916 123-45-67' });
    expect(isLeadFromCreate(lead({ id: 7, dtCreate: sentAt }), { keys, sentAt })).toBe(true);
    expect(isLeadFromCreate(lead({ id: 7, dtCreate: sentAt }), { keys, sentAt, taken: new Set([7]) })).toBe(
      false,
    );
  });
});

describe('findCreatedLead', () => {
  const server = setupMswServer();
  const asked: URLSearchParams[] = [];
  beforeEach(() => {
    asked.length = 0;
    configureHttp({ baseUrl: API, fetch: (...args) => globalThis.fetch(...args) });
  });

  function crmWith(pages: Record<string, unknown>[][]) {
    server.use(
      http.get(`${API}/lead`, ({ request }) => {
        const search = new URL(request.url).searchParams;
        asked.push(search);
        const page = Number(search.get('page') ?? 1);
        return HttpResponse.json({
          data: pages[page - 1] ?? [],
          meta: { current_page: page, last_page: pages.length, per_page: 500, total: pages.flat().length },
        });
      }),
    );
  }

  it('asks for the leads created since the send and takes the newest one with the contacts', async () => {
    crmWith([
      [
        wireLead({ id: 10, phone: 79160000000, dtCreate: sentAt + 5 }),
        wireLead({ id: 11, phone: 79161234567, email: null, dtCreate: sentAt + 3 }),
      ],
      [wireLead({ id: 12, phone: 79161234567, dtCreate: sentAt + 4 })],
    ]);
    const sent = { keys: contactKeys({ phone: '+7 916 123-45-67' }), sentAt, taken: new Set([12]) };
    const found = await findCreatedLead(sent, {}, sentAt + 10);
    expect(found?.id).toBe(11);
    expect(asked[0]?.get('dtCreate[0]')).toBe(String(sentAt - CLOCK_SKEW_SECONDS));
    expect(asked[0]?.get('dtCreate[1]')).toBe(String(sentAt + 10 + CLOCK_SKEW_SECONDS));
  });

  it('reads on to the last page and says null when no lead has the contacts', async () => {
    crmWith([
      [wireLead({ id: 10, phone: 79160000000, dtCreate: sentAt })],
      [wireLead({ id: 9, dtCreate: sentAt })],
    ]);
    const found = await findCreatedLead({ keys: contactKeys({ email: 'nobody@example.com' }), sentAt }, {});
    expect(found).toBeNull();
    expect(asked.map((search) => search.get('page'))).toEqual(['1', '2']);
  });
});
