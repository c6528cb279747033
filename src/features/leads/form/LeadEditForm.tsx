import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { getLead } from '../../../api/leads';
import type { Lead } from '../../../api/schemas/lead';
import { UnsavedChangesDialog } from '../../../shared/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import type { LeadFormValues } from '../../../shared/recordForms/lead/leadFormFields';
import {
  changedFields,
  differingFields,
  leadToFormValues,
  toLeadWrite,
} from '../../../shared/recordForms/lead/leadFormValues';
import { notifySuccess } from '../../../shared/ui/notify';
import { useUpdateLead } from '../mutations';
import { leadQueries } from '../queries';
import { errorReason } from './errorReason';
import { LeadForm } from './LeadForm';
import { StaleLeadDialog } from './StaleLeadDialog';
import { useLeadForm } from './useLeadForm';

type Notice = 'nothingChanged' | 'review' | null;

/** The API has no version check: a save is "stale" when the lead on the server no longer matches the one opened. */
function changedSince(opened: Lead, current: Lead): boolean {
  return opened.dtUpdate !== current.dtUpdate || differingFields(opened, current).length > 0;
}

/**
 * Edits one lead: sends only the changed fields, re-reads the lead just before saving to catch someone else's
 * newer save, puts a 422 on the fields, and asks before leaving with unsaved changes.
 */
export function LeadEditForm({ lead }: { lead: Lead }) {
  const [opened, setOpened] = useState(lead);
  // The values of `opened` as the form shows them: what "changed" is measured against.
  const [baseValues, setBaseValues] = useState(() => leadToFormValues(lead));
  const state = useLeadForm('edit', baseValues);
  const { form, t } = state;
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  const guard = useUnsavedChangesGuard(isDirty);
  const update = useUpdateLead(lead.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [newerVersion, setNewerVersion] = useState<Lead | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const save = async (values: LeadFormValues, base: LeadFormValues) => {
    try {
      const saved = await update.mutateAsync(toLeadWrite(values, changedFields(values, base)));
      guard.allowNextNavigation();
      notifySuccess(t('savedText', { name: saved.name ?? `#${saved.id}` }), { title: t('savedTitle') });
      navigate(`/leads/${lead.id}`);
    } catch (error) {
      if (!state.showServerErrors(error)) setFailure(t('saveFailed', { reason: errorReason(error) }));
    }
  };

  const onValid = async (values: LeadFormValues) => {
    setFailure(null);
    setNotice(null);
    state.clearServerSummary();
    if (changedFields(values, baseValues).length === 0) {
      setNotice('nothingChanged');
      return;
    }
    let current: Lead;
    try {
      current = await getLead(lead.id);
    } catch (error) {
      setFailure(t('saveFailed', { reason: errorReason(error) }));
      return;
    }
    if (changedSince(opened, current)) {
      setNewerVersion(current);
      return;
    }
    await save(values, baseValues);
  };

  /**
   * Bases the form on the newer version: the fields the user did not touch show the server's values (so what
   * is on screen is what a save produces), the user's own edits stay as typed. Returns the new base values.
   */
  const adopt = (newer: Lead): LeadFormValues => {
    queryClient.setQueryData(leadQueries.detail(lead.id).queryKey, newer);
    const newerValues = leadToFormValues(newer);
    const typed = form.getValues();
    const mine = changedFields(typed, baseValues);
    form.reset(newerValues, { keepSubmitCount: true });
    for (const field of mine) form.setValue(field, typed[field], { shouldDirty: true });
    setBaseValues(newerValues);
    setOpened(newer);
    setNewerVersion(null);
    return newerValues;
  };

  const overwrite = async () => {
    if (!newerVersion) return;
    const base = adopt(newerVersion);
    await save(form.getValues(), base);
  };

  const review = () => {
    if (!newerVersion) return;
    adopt(newerVersion);
    setNotice('review');
  };

  return (
    <>
      <LeadForm
        mode="edit"
        state={state}
        onSubmit={form.handleSubmit(onValid, state.onInvalid)}
        busy={isSubmitting || update.isPending || update.isSuccess}
        failure={failure}
        cancelTo={`/leads/${lead.id}`}
        notice={
          notice && (
            <Alert color={notice === 'review' ? 'yellow' : 'blue'} role="status">
              {notice === 'review' ? t('reviewNote') : t('nothingChanged')}
            </Alert>
          )
        }
      />
      <StaleLeadDialog
        versions={newerVersion ? { opened, current: newerVersion } : null}
        onOverwrite={() => void overwrite()}
        onReview={review}
        onCancel={() => setNewerVersion(null)}
      />
      <UnsavedChangesDialog blocker={guard.blocker} />
    </>
  );
}
