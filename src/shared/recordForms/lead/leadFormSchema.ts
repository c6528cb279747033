import { z } from 'zod/mini';
import { ATTRIBUTION_FIELDS, type AttributionField } from '@/api/schemas/lead';
import type { Translate } from '@/shared/i18n/I18nProvider';
import { isValidPhone } from '@/shared/lib/phones';
import type { LeadFormValues } from './leadFormFields';
import type { leadFormMessages } from './messages';

type LeadFormTranslate = Translate<keyof (typeof leadFormMessages)['en']>;
export type LeadFormMode = 'create' | 'edit';

/** The server's limit for every text field (Laravel's max:255 counts characters, not UTF-16 units). */
export const MAX_TEXT = 255;
const MAX_SAFE_DIGITS = 15;

// The server's e-mail rule accepts anything shaped local@domain; a stricter client would refuse what it takes.
const EMAIL = /^[^\s@]+@[^\s@]+$/;

const isBlank = (value: string): boolean => value.trim() === '';

function text(t: LeadFormTranslate) {
  return z.string().check(
    z.superRefine((value, context) => {
      const length = [...value.trim()].length;
      if (length > MAX_TEXT)
        context.addIssue({ code: 'custom', message: t('tooLong', { max: MAX_TEXT, length }) });
    }),
  );
}

function integer(t: LeadFormTranslate, pattern: RegExp, message: 'wholeNumber' | 'nonNegative') {
  return z
    .string()
    .check(
      z.refine(
        (value) =>
          isBlank(value) ||
          (pattern.test(value.trim()) && value.trim().replace('-', '').length <= MAX_SAFE_DIGITS),
        t(message),
      ),
    );
}

/**
 * The form's rules, mirroring the server's (sandbox/leads/rules.ts and spec 4.5): text within 255 characters,
 * a valid phone and e-mail, integers for ids and cost (cost not negative), a phone or an e-mail, and on create a
 * source. Whether an id exists in the account is left to the server; its 422 lands on the field.
 */
export function leadFormSchema(mode: LeadFormMode, t: LeadFormTranslate) {
  const attribution = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, text(t)])) as Record<
    AttributionField,
    ReturnType<typeof text>
  >;
  const id = () => integer(t, /^\d+$/, 'wholeNumber');
  return z
    .object({
      name: text(t),
      phone: z.string().check(z.refine((value) => isBlank(value) || isValidPhone(value), t('phoneFormat'))),
      email: text(t).check(z.refine((value) => isBlank(value) || EMAIL.test(value.trim()), t('emailFormat'))),
      userIdOwner: id(),
      sourceId: id(),
      funnelStageId: id(),
      locationUnitId: id(),
      locationCityId: id(),
      remoteId: integer(t, /^-?\d+$/, 'wholeNumber'),
      cost: integer(t, /^\d+$/, 'nonNegative'),
      ...attribution,
    })
    .check(
      z.superRefine((values, context) => {
        if (isBlank(values.phone) && isBlank(values.email)) {
          const message = t('phoneOrEmail');
          context.addIssue({ code: 'custom', path: ['phone'], message });
          context.addIssue({ code: 'custom', path: ['email'], message });
        }
        if (mode === 'create' && isBlank(values.sourceId)) {
          context.addIssue({ code: 'custom', path: ['sourceId'], message: t('sourceRequired') });
        }
      }),
    ) satisfies z.ZodMiniType<LeadFormValues>;
}
