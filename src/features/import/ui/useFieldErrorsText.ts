import { useCallback } from 'react';
import { useMessages } from '../../../shared/i18n/I18nProvider';
import { LEAD_FORM_FIELDS, type LeadFormField } from '../../../shared/recordForms/lead/leadFormFields';
import { leadFormMessages } from '../../../shared/recordForms/lead/messages';

const isFormField = (field: string): field is LeadFormField =>
  (LEAD_FORM_FIELDS as readonly string[]).includes(field);

/**
 * A 422's messages as one line, each under the field's name in the UI's language. The messages are the
 * server's own words (Laravel's, in English) until the shared translation of validation messages lands.
 */
export function useFieldErrorsText(): (errors: Record<string, string[]>) => string {
  const tForm = useMessages(leadFormMessages);
  return useCallback(
    (errors) =>
      Object.entries(errors)
        .map(([key, messages]) => {
          const head = key.split(/[.[]/)[0] ?? key;
          return `${isFormField(head) ? tForm(head) : key}: ${messages.join(' ')}`;
        })
        .join(' '),
    [tForm],
  );
}
