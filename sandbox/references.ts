import { catalogHas, sandboxCatalog } from './catalog.ts';
import type { Services } from './services.ts';

/** Lookups for Laravel's `exists` rule. */
export function references(services: Services) {
  return {
    source: (id: number): boolean => catalogHas(sandboxCatalog.sources, id),
    funnelStage: (id: number): boolean => catalogHas(sandboxCatalog.funnelStages, id),
    city: (id: number): boolean => catalogHas(sandboxCatalog.cities, id),
    office: (id: number): boolean => catalogHas(sandboxCatalog.offices, id),
    employee: (id: number): boolean => services.employees.exists(id),
    client: (id: number): boolean => services.clients.exists(id),
    organization: (id: number): boolean => services.organizations.exists(id),
  };
}

export type References = ReturnType<typeof references>;
