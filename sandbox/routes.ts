import { clientRoutes } from './handlers/clients.ts';
import { contractRoutes } from './handlers/contracts.ts';
import { employeeRoutes } from './handlers/employees.ts';
import { leadRoutes } from './handlers/leads.ts';
import { oauthRoutes } from './handlers/oauth.ts';
import { organizationRoutes } from './handlers/organizations.ts';
import type { Route } from './http/router.ts';
import type { Services } from './services.ts';

export function sandboxRoutes(services: Services): Route[] {
  return [
    ...oauthRoutes(services),
    ...leadRoutes(services),
    ...clientRoutes(services),
    ...organizationRoutes(services),
    ...contractRoutes(services),
    ...employeeRoutes(services),
  ];
}
