import { useCallback } from 'react';
import { useLocale, useMessages } from '../../i18n/I18nProvider';
import { translateValidationMessage } from '../../i18n/validationMessages';
import { leadFieldMessages } from './fieldMessages';
import { LEAD_FORM_FIELDS, type LeadFormField } from './leadFormFields';

const isFormField = (field: string): field is LeadFormField =>
  (LEAD_FORM_FIELDS as readonly string[]).includes(field);

/** A 422's messages as one line, each under the field's name, in the UI's language (as the forms show them). */
export function useFieldErrorsText(): (errors: Record<string, string[]>) => string {
  const tField = useMessages(leadFieldMessages);
  const { locale } = useLocale();
  return useCallback(
    (errors) => {
      const labelOf = (field: string) => (isFormField(field) ? tField(field) : undefined);
      return Object.entries(errors)
        .map(([key, messages]) => {
          const head = key.split(/[.[]/)[0] ?? key;
          const text = messages
            .map((message) => translateValidationMessage(message, locale, labelOf))
            .join(' ');
          return `${labelOf(head) ?? key}: ${text}`;
        })
        .join(' ');
    },
    [tField, locale],
  );
}
