import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { UnsavedChangesDialog } from '../../../shared/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { EMPTY_LEAD_FORM, type LeadFormValues } from '../../../shared/recordForms/lead/leadFormFields';
import { filledFields, toLeadWrite } from '../../../shared/recordForms/lead/leadFormValues';
import { notifySuccess } from '../../../shared/ui/notify';
import { useCreateLead } from '../mutations';
import { errorReason } from './errorReason';
import { LeadForm } from './LeadForm';
import { useLeadForm } from './useLeadForm';

/** State handed to the new lead's page, so it can say the lead was just created. */
export interface CreatedLeadState {
  justCreated: true;
}

/** Creates a lead (POST /lead) and opens it; a 422 lands on the fields. */
export function LeadCreateForm() {
  const state = useLeadForm('create', EMPTY_LEAD_FORM);
  const { form, t } = state;
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  const guard = useUnsavedChangesGuard(isDirty);
  const create = useCreateLead();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const onValid = async (values: LeadFormValues) => {
    setFailure(null);
    state.clearServerSummary();
    try {
      const lead = await create.mutateAsync(toLeadWrite(values, filledFields(values)));
      guard.allowNextNavigation();
      notifySuccess(t('createdText', { name: lead.name ?? `#${lead.id}` }), { title: t('createdTitle') });
      const created: CreatedLeadState = { justCreated: true };
      navigate(`/leads/${lead.id}`, { state: created });
    } catch (error) {
      if (!state.showServerErrors(error)) setFailure(t('saveFailed', { reason: errorReason(error) }));
    }
  };

  return (
    <>
      <LeadForm
        mode="create"
        state={state}
        onSubmit={form.handleSubmit(onValid, state.onInvalid)}
        // Still busy after success, until the new page has loaded: no second lead from a second click.
        busy={isSubmitting || create.isPending || create.isSuccess}
        failure={failure}
        cancelTo="/leads"
      />
      <UnsavedChangesDialog blocker={guard.blocker} />
    </>
  );
}
