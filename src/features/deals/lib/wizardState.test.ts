import { describe, expect, it } from 'vitest';
import type { Client } from '@/api/schemas/client';
import { emptyClientForm } from '@/shared/recordForms/client/clientFormSchema';
import { canOpenStep, initialWizardState, sameValues, wizardReducer } from './wizardState';

const client: Client = {
  id: 12,
  firstName: 'Иван',
  surname: null,
  patronymic: null,
  phone: '+79161234567',
  email: null,
  dob: null,
};

describe('wizardReducer', () => {
  it('moves forward as records are created and keeps them when going back', () => {
    let state = wizardReducer(initialWizardState, {
      type: 'clientCreated',
      client: { record: client, values: emptyClientForm({ firstName: 'Иван' }) },
    });
    expect(state.active).toBe(1);
    state = wizardReducer(state, { type: 'organizationSkipped' });
    expect(state.active).toBe(2);
    expect(state.linkOrganization).toBe(false);
    state = wizardReducer(state, { type: 'goTo', step: 0 });
    expect(state.active).toBe(0);
    expect(state.client?.record.id).toBe(12);
    state = wizardReducer(state, { type: 'clientKept' });
    expect(state.active).toBe(1);
  });

  it('does not open steps that are not reached yet, nor any step but the summary after the deal', () => {
    expect(canOpenStep(initialWizardState, 1)).toBe(false);
    expect(wizardReducer(initialWizardState, { type: 'goTo', step: 2 }).active).toBe(0);
    const done = wizardReducer(
      {
        ...initialWizardState,
        client: { record: client, values: emptyClientForm() },
        organizationDecided: true,
      },
      {
        type: 'dealCreated',
        deal: {
          id: 3,
          contact_id: 12,
          org_id: null,
          userIdOwner: null,
          funnelStageId: 1,
          locationCityId: null,
          locationUnitId: null,
        },
      },
    );
    expect(done.active).toBe(3);
    expect(wizardReducer(done, { type: 'goTo', step: 0 }).active).toBe(3);
  });

  it('tells edited values from the ones a record was created with', () => {
    const values = emptyClientForm({ firstName: 'Иван', phone: '+7 916 123-45-67' });
    expect(sameValues({ ...values }, values)).toBe(true);
    expect(sameValues({ ...values, firstName: 'Пётр' }, values)).toBe(false);
  });
});
