import type { Lead } from '@/api/schemas/lead';
import type { FetchedPage } from '../engine';
import type { PageRequest } from '../syncPlanner';

export function makeLead(id: number, changes: Partial<Lead> = {}): Lead {
  return {
    id,
    firstId: null,
    clientId: null,
    name: `Lead ${id}`,
    phone: `7916${String(id).padStart(7, '0')}`,
    email: `lead${id}@example.test`,
    userIdCreate: null,
    userIdUpdate: null,
    userIdOwner: (id % 3) + 1,
    sourceId: (id % 4) + 1,
    funnelStageId: (id % 5) + 1,
    remoteId: null,
    dtCreate: 1_700_000_000 + id * 60,
    dtUpdate: null,
    locationUnitId: null,
    locationCityId: (id % 2) + 1,
    otherCount: id % 7 === 0 ? 1 : 0,
    cost: id % 6 === 0 ? null : (id * 37) % 1000,
    contractId: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    utmReferrer: null,
    openstatService: null,
    openstatCampaign: null,
    openstatAd: null,
    openstatSource: null,
    from: null,
    yclid: null,
    ymclid: null,
    ymClientId: null,
    gclid: null,
    yqrid: null,
    fbclid: null,
    trackerId: null,
    referrer: null,
    ip: null,
    ...changes,
  };
}

/** The CRM's list as the sandbox answers it: newest first, pages of per_page, bounds on dtCreate, a total. */
export class FakeCrm {
  leads = new Map<number, Lead>();
  requests: PageRequest[] = [];
  /** Failures to answer with, one per request, before answering normally. */
  failures: Error[] = [];

  constructor(count: number) {
    for (let id = 1; id <= count; id += 1) this.leads.set(id, makeLead(id));
  }

  fetchPage = async (request: PageRequest): Promise<FetchedPage> => {
    this.requests.push(request);
    const failure = this.failures.shift();
    if (failure) throw failure;
    const matching = [...this.leads.values()]
      .filter(
        (lead) =>
          (request.createdFrom === undefined || lead.dtCreate >= request.createdFrom) &&
          (request.createdTo === undefined || lead.dtCreate <= request.createdTo),
      )
      .sort((a, b) => b.dtCreate - a.dtCreate || b.id - a.id);
    const lastPage = Math.max(1, Math.ceil(matching.length / request.perPage));
    const start = (request.page - 1) * request.perPage;
    return {
      leads: matching.slice(start, start + request.perPage),
      meta: { currentPage: request.page, lastPage, total: matching.length },
    };
  };
}
