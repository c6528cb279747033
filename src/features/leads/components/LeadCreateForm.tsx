import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { mayHaveReachedTheCrm } from '@/api/errors';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { UnsavedChangesDialog } from '@/shared/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { useLocale, useMessages } from '@/shared/i18n/I18nProvider';
import { formatDateTime } from '@/shared/lib/dates';
import { formatPhone } from '@/shared/lib/phones';
import { EMPTY_LEAD_FORM, type LeadFormValues } from '@/shared/recordForms/lead/leadFormFields';
import { filledFields, toLeadWrite } from '@/shared/recordForms/lead/leadFormValues';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';
import { notifySuccess } from '@/shared/ui/notify';
import { useLeadSchemaForm, useLeadSubmit } from '../hooks/leadFormHooks';
import {
  CLOCK_SKEW_SECONDS,
  findCreatedLead,
  LeadCreateUnconfirmedError,
  LeadNotCreatedError,
  sentCreate,
} from '../lib/findCreatedLead';
import { cacheCreatedLead, leadMutations } from '../queries';
import { LeadForm } from './LeadForm';

/** State handed to the new lead's page, so it can say the lead was just created. */
export interface CreatedLeadState {
  justCreated: true;
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Creates a lead (POST /lead) and opens it; a 422 lands on the fields. A create that got no answer (network,
 * 5xx, an unreadable answer) is never sent again blindly: the CRM is asked for a lead with the sent phone or
 * e-mail created since the send. Found, it opens as if the answer had come; not found, the user is told nothing
 * was saved; and when the CRM cannot be asked either, the user is told exactly what to look for. With no network
 * the lead waits in the outbox, created once when the network is back.
 */
export function LeadCreateForm() {
  const t = useMessages(leadFormMessages);
  const { locale, timeZone } = useLocale();
  const form = useLeadSchemaForm('create', EMPTY_LEAD_FORM);
  const { isDirty } = useFormState({ control: form.control });
  const guard = useUnsavedChangesGuard(isDirty);
  const queryClient = useQueryClient();
  const create = useMutation(leadMutations.create(queryClient));
  const navigate = useNavigate();
  const { mutateAsync } = create;

  const open = useCallback(
    (lead: Lead) => {
      guard.allowNextNavigation();
      notifySuccess(t('createdText', { name: lead.name ?? `#${lead.id}` }), { title: t('createdTitle') });
      const created: CreatedLeadState = { justCreated: true };
      navigate(`/leads/${lead.id}`, { state: created });
    },
    [guard, t, navigate],
  );

  const save = useCallback(
    async (values: LeadFormValues) => {
      const sent: LeadWrite = toLeadWrite(values, filledFields(values));
      if (!onlineManager.isOnline()) {
        // No network: the outbox creates it once the network is back (and looks for it after a lost answer).
        const { enqueueLeadCreate } = await import('../outbox/outbox');
        await enqueueLeadCreate(sent);
        guard.allowNextNavigation();
        const name = sent.name ?? sent.phone ?? sent.email ?? '';
        notifySuccess(t('queuedCreateText', { name }), { title: t('queuedTitle') });
        navigate('/leads');
        return;
      }
      const sentAt = nowInSeconds();
      let lead: Lead;
      try {
        lead = await mutateAsync(sent);
      } catch (error) {
        if (!mayHaveReachedTheCrm(error)) throw error;
        let found: Lead | null;
        try {
          found = await findCreatedLead(sentCreate(sent, sentAt));
        } catch {
          throw new LeadCreateUnconfirmedError(sent, sentAt, error);
        }
        if (!found) throw new LeadNotCreatedError(sentAt, error);
        cacheCreatedLead(queryClient, found);
        lead = found;
      }
      open(lead);
    },
    [mutateAsync, queryClient, open, guard, t, navigate],
  );
  const submission = useLeadSubmit(form, save);

  const failureText = (failure: Error): string | undefined => {
    if (!(failure instanceof LeadCreateUnconfirmedError || failure instanceof LeadNotCreatedError)) {
      return undefined;
    }
    const time = formatDateTime(failure.sentAt - CLOCK_SKEW_SECONDS, locale, timeZone);
    if (failure instanceof LeadNotCreatedError) return t('createNotSaved', { time });
    const { phone, email } = failure.sent;
    const shownPhone = phone ? formatPhone(phone) : '';
    const contact =
      shownPhone && email
        ? t('withPhoneOrEmail', { phone: shownPhone, email })
        : shownPhone
          ? t('withPhone', { phone: shownPhone })
          : t('withEmail', { email: email ?? '' });
    return t('createUnconfirmed', { time, contact });
  };

  return (
    <>
      <LeadForm
        mode="create"
        form={form}
        submission={submission}
        // Still busy after success, until the new page has loaded: no second lead from a second click.
        busy={submission.pending || create.isSuccess}
        failureText={failureText}
        cancelTo="/leads"
      />
      <UnsavedChangesDialog blocker={guard.blocker} />
    </>
  );
}
