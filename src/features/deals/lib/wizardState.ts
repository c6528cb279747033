import type { Client } from '@/api/schemas/client';
import type { Deal } from '@/api/schemas/deal';
import type { Organization } from '@/api/schemas/organization';
import type { ClientFormValues } from '@/shared/recordForms/client/clientFormSchema';
import type { OrganizationFormValues } from '@/shared/recordForms/organization/organizationFormSchema';

export const STEPS = ['client', 'organization', 'deal', 'summary'] as const;
export type StepIndex = 0 | 1 | 2 | 3;

/** A record the server created, with the form values it was created from (to notice later edits). */
export interface Created<R, V> {
  record: R;
  values: V;
}

export interface WizardState {
  active: StepIndex;
  client: Created<Client, ClientFormValues> | null;
  organization: Created<Organization, OrganizationFormValues> | null;
  /** Step 2 is done: an organization was created or kept, or the step was skipped. */
  organizationDecided: boolean;
  /** Whether the deal gets the organization; false after Skip, even if one was created earlier. */
  linkOrganization: boolean;
  deal: Deal | null;
}

export type WizardAction =
  | { type: 'clientCreated'; client: Created<Client, ClientFormValues> }
  | { type: 'clientKept' }
  | { type: 'organizationCreated'; organization: Created<Organization, OrganizationFormValues> }
  | { type: 'organizationKept' }
  | { type: 'organizationSkipped' }
  | { type: 'dealCreated'; deal: Deal }
  | { type: 'goTo'; step: StepIndex }
  | { type: 'restart' };

export const initialWizardState: WizardState = {
  active: 0,
  client: null,
  organization: null,
  organizationDecided: false,
  linkOrganization: false,
  deal: null,
};

/** Steps the user may open: done ones and the next one; nothing but the summary once the deal exists. */
export function canOpenStep(state: WizardState, step: StepIndex): boolean {
  if (state.deal) return step === 3;
  switch (step) {
    case 0:
      return true;
    case 1:
      return state.client !== null;
    case 2:
      return state.client !== null && state.organizationDecided;
    case 3:
      return false;
  }
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'clientCreated':
      return { ...state, client: action.client, active: 1 };
    case 'clientKept':
      return { ...state, active: 1 };
    case 'organizationCreated':
      return {
        ...state,
        organization: action.organization,
        organizationDecided: true,
        linkOrganization: true,
        active: 2,
      };
    case 'organizationKept':
      return { ...state, organizationDecided: true, linkOrganization: true, active: 2 };
    case 'organizationSkipped':
      return { ...state, organizationDecided: true, linkOrganization: false, active: 2 };
    case 'dealCreated':
      return { ...state, deal: action.deal, active: 3 };
    case 'goTo':
      return canOpenStep(state, action.step) ? { ...state, active: action.step } : state;
    case 'restart':
      return initialWizardState;
  }
}

/** Same values as when the record was created: going on reuses it without a request. */
export function sameValues<T extends object>(current: T, created: T): boolean {
  return (Object.keys(created) as (keyof T)[]).every((key) => current[key] === created[key]);
}
