import type { TokenService } from './auth/tokenService';
import type { ClientStore } from './db/clientStore';
import type { ContractStore } from './db/contractStore';
import type { EmployeeStore } from './db/employeeStore';
import type { LeadStore } from './db/leadStore';
import type { OrganizationStore } from './db/organizationStore';
import type { SandboxCredentials } from './options';

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
