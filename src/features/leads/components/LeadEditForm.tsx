import { Alert } from '@mantine/core';
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { NotSentError } from '@/api/errors';
import type { Lead } from '@/api/schemas/lead';
import { keepListReturn } from '@/features/leadFilters';
import { UnsavedChangesDialog } from '@/shared/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { useMessages } from '@/shared/i18n/I18nProvider';
import type { LeadFormValues } from '@/shared/recordForms/lead/leadFormFields';
import {
  changedFields,
  differingFields,
  leadToFormValues,
  toLeadWrite,
} from '@/shared/recordForms/lead/leadFormValues';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';
import { notifySuccess } from '@/shared/ui/notify';
import { useLeadSchemaForm, useLeadSubmit } from '../hooks/leadFormHooks';
import { leadMutations, leadQueries } from '../queries';
import { LeadForm } from './LeadForm';
import { StaleLeadDialog } from './StaleLeadDialog';

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
  const t = useMessages(leadFormMessages);
  // The version the form is based on, and its values as the form shows them: what "changed" is measured
  // against. Refs, because a save started right after adopting a newer version must already see it.
  const opened = useRef(lead);
  const baseValues = useRef(leadToFormValues(lead));
  const form = useLeadSchemaForm('edit', baseValues.current);
  const { isDirty } = useFormState({ control: form.control });
  const guard = useUnsavedChangesGuard(isDirty);
  const queryClient = useQueryClient();
  const update = useMutation(leadMutations.update(queryClient));
  const navigate = useNavigate();
  // Save and cancel go back to the lead with the way back to the list the lead page was opened with.
  const { state: navigationState } = useLocation();
  const listReturn = useMemo(() => keepListReturn(navigationState), [navigationState]);
  const [newerVersion, setNewerVersion] = useState<Lead | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // Set when the user chose to overwrite a newer version: the next save skips the check they just answered.
  const overwriteConfirmed = useRef(false);
  const { mutateAsync } = update;

  const save = useCallback(
    async (values: LeadFormValues) => {
      setNotice(null);
      const changed = changedFields(values, baseValues.current);
      if (changed.length === 0) {
        setNotice('nothingChanged');
        return;
      }
      const offline = !onlineManager.isOnline();
      if (overwriteConfirmed.current) {
        overwriteConfirmed.current = false;
      } else if (!offline) {
        // Offline there is nothing newer to read: the outbox checks for a newer version before it sends.
        let current: Lead;
        try {
          current = await queryClient.fetchQuery({ ...leadQueries.detail(lead.id), staleTime: 0 });
        } catch (error) {
          throw new NotSentError(error);
        }
        if (changedSince(opened.current, current)) {
          setNewerVersion(current);
          return;
        }
      }
      const saved = await mutateAsync({ id: lead.id, changes: toLeadWrite(values, changed) });
      guard.allowNextNavigation();
      const name = saved.name ?? `#${saved.id}`;
      if (offline) notifySuccess(t('queuedText', { name }), { title: t('queuedTitle') });
      else notifySuccess(t('savedText', { name }), { title: t('savedTitle') });
      navigate(`/leads/${lead.id}`, { state: listReturn });
    },
    [lead.id, queryClient, mutateAsync, guard, t, navigate, listReturn],
  );
  const submission = useLeadSubmit(form, save);

  /**
   * Bases the form on the newer version: the fields the user did not touch show the server's values (so what
   * is on screen is what a save produces), the user's own edits stay as typed.
   */
  const adopt = (newer: Lead) => {
    queryClient.setQueryData(leadQueries.detail(lead.id).queryKey, newer);
    const newerValues = leadToFormValues(newer);
    const typed = form.getValues();
    const mine = changedFields(typed, baseValues.current);
    form.reset(newerValues, { keepSubmitCount: true });
    for (const field of mine) form.setValue(field, typed[field], { shouldDirty: true });
    baseValues.current = newerValues;
    opened.current = newer;
    setNewerVersion(null);
  };

  const overwrite = () => {
    if (!newerVersion) return;
    adopt(newerVersion);
    overwriteConfirmed.current = true;
    void submission.submit();
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
        form={form}
        submission={submission}
        busy={submission.pending || update.isSuccess}
        cancelTo={`/leads/${lead.id}`}
        cancelState={listReturn}
        notice={
          notice && (
            <Alert color={notice === 'review' ? 'yellow' : 'blue'} role="status">
              {notice === 'review' ? t('reviewNote') : t('nothingChanged')}
            </Alert>
          )
        }
      />
      <StaleLeadDialog
        versions={newerVersion ? { opened: opened.current, current: newerVersion } : null}
        onOverwrite={overwrite}
        onReview={review}
        onCancel={() => setNewerVersion(null)}
      />
      <UnsavedChangesDialog blocker={guard.blocker} />
    </>
  );
}
