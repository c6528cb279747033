import type { TokenService } from './auth/tokenService.ts';
import type { ClientStore } from './db/clientStore.ts';
import type { ContractStore } from './db/contractStore.ts';
import type { EmployeeStore } from './db/employeeStore.ts';
import type { LeadStore } from './db/leadStore.ts';
import type { OrganizationStore } from './db/organizationStore.ts';
import type { SandboxCredentials } from './options.ts';

/** What the handlers need, built once per running sandbox. */
export interface Services {
  leads: LeadStore;
  clients: ClientStore;
  organizations: OrganizationStore;
  contracts: ContractStore;
  employees: EmployeeStore;
  tokens: TokenService;
  credentials: SandboxCredentials;
  /** Unix time in seconds. */
  now: () => number;
}
