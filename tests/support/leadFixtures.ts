import { ATTRIBUTION_FIELDS, type Lead } from '@/api/schemas/lead';
import type { RuntimeConfig } from '@/config/runtimeConfig';

/** A lead as GET /lead/{id} sends it (phone as a number), for component tests. */
export function wireLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 7,
    firstId: null,
    clientId: null,
    name: 'Ivan Petrov',
    phone: 79161234567,
    email: 'ivan@example.com',
    userIdCreate: 1,
    userIdUpdate: 2,
    userIdOwner: 1,
    sourceId: 1,
    funnelStageId: 2,
    remoteId: null,
    dtCreate: 1_780_000_000,
    dtUpdate: 1_780_000_500,
    dtNotAnswer: null,
    notAnswer: null,
    locationUnitId: 1,
    locationCityId: 1,
    otherCount: 0,
    cost: 150000,
    ...Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, null])),
    ...overrides,
  };
}

export const testCatalogs: RuntimeConfig['catalogs'] = {
  sources: [
    { id: 1, name: 'Website' },
    { id: 2, name: 'Phone call' },
  ],
  funnelStages: [
    { id: 1, name: 'New' },
    { id: 2, name: 'In progress' },
  ],
  cities: [{ id: 1, name: 'Moscow' }],
  offices: [{ id: 1, name: 'Tverskaya office', cityId: 1 }],
};

export const testEmployees = [
  { id: 1, name: 'Olga Zakharova', email: 'olga@example.com' },
  { id: 2, name: 'Roman Andreev', email: null },
];

export type { Lead };
