import { clientRoutes } from './handlers/clients';
import { contractRoutes } from './handlers/contracts';
import { employeeRoutes } from './handlers/employees';
import { leadRoutes } from './handlers/leads';
import { oauthRoutes } from './handlers/oauth';
import { organizationRoutes } from './handlers/organizations';
import type { Route } from './http/router';
import type { Services } from './services';

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
