import { z } from 'zod/mini';
import type { ClientWrite } from '@/api/schemas/client';
import type { ServerFieldMap } from '@/shared/forms/applyServerErrors';
import type { Translate } from '@/shared/i18n/I18nProvider';
import { instantToZonedParts } from '@/shared/lib/dates';
import { isValidPhone, phoneToWire } from '@/shared/lib/phones';
import type { clientMessages } from './messages';

type ClientMessageKey = keyof (typeof clientMessages)['en'];

export const EARLIEST_BIRTH_DATE = '1900-01-01';
const NAME_MAX = 100;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written as YYYY-MM-DD (rejects 2023-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

/**
 * What a person types into the birth date: 15.03.1990, 15/03/1990, 15-03-1990, 1990-03-15, 150390 is not
 * guessed. Returns YYYY-MM-DD or null.
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  if (isCalendarDate(trimmed)) return trimmed;
  const match = /^(\d{1,2})[./\-\s](\d{1,2})[./\-\s](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** The user's calendar day as YYYY-MM-DD: a birth date "in the future" is judged by the user's own clock. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const { year, month, day } = instantToZonedParts(now, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 15.03.1990 for 1990-03-15; anything else (text the user is still fixing) is shown as it is. */
export function formatBirthDate(value: string): string {
  if (!isCalendarDate(value)) return value;
  const [year, month, day] = value.split('-');
  return `${day}.${month}.${year}`;
}

export function clientFormSchema(t: Translate<ClientMessageKey>, today: string) {
  const tooLong = z.maxLength(NAME_MAX, t('tooLong', { max: NAME_MAX }));
  const optionalName = z.string().check(z.trim(), tooLong);
  const email = z.email();
  return z.object({
    firstName: z.string().check(z.trim(), tooLong, z.minLength(1, t('firstNameRequired'))),
    surname: optionalName,
    patronymic: optionalName,
    phone: z.string().check(
      z.trim(),
      z.minLength(1, t('phoneRequired')),
      z.refine((value) => value === '' || isValidPhone(value), t('phoneInvalid')),
    ),
    email: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || email.safeParse(value).success, t('emailInvalid')),
    ),
    dob: z.string().check(
      z.refine((value) => value === '' || isCalendarDate(value), t('dobInvalid')),
      // ISO dates compare as strings, and "today" is the user's own calendar day.
      z.refine((value) => !isCalendarDate(value) || value <= today, t('dobFuture')),
      z.refine((value) => !isCalendarDate(value) || value >= EARLIEST_BIRTH_DATE, t('dobTooEarly')),
    ),
    reuseExisting: z.boolean(),
  });
}

export type ClientFormValues = z.output<ReturnType<typeof clientFormSchema>>;

export const CLIENT_FIELDS = ['firstName', 'surname', 'patronymic', 'phone', 'email', 'dob'] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];

export function isClientField(field: string): field is ClientField {
  return (CLIENT_FIELDS as readonly string[]).includes(field);
}

export function emptyClientForm(overrides: Partial<ClientFormValues> = {}): ClientFormValues {
  return {
    firstName: '',
    surname: '',
    patronymic: '',
    phone: '',
    email: '',
    dob: '',
    reuseExisting: false,
    ...overrides,
  };
}

/** The wire names are the form's names, so every 422 key lands on its own field. */
export const clientServerFields: ServerFieldMap<ClientFormValues> = {
  firstName: 'firstName',
  surname: 'surname',
  patronymic: 'patronymic',
  phone: 'phone',
  email: 'email',
  dob: 'dob',
};

/** Empty optional fields are left out rather than sent as '' (the API reads '' as a value). */
export function toClientWrite(values: ClientFormValues): ClientWrite {
  const write: ClientWrite = { firstName: values.firstName.trim(), phone: phoneToWire(values.phone) };
  const surname = values.surname.trim();
  const patronymic = values.patronymic.trim();
  const email = values.email.trim();
  if (surname) write.surname = surname;
  if (patronymic) write.patronymic = patronymic;
  if (email) write.email = email;
  if (values.dob) write.dob = values.dob;
  return write;
}

/** 'Petrov Ivan Ivanovich' for the record the server returned (a found client may differ from what was typed). */
export function clientDisplayName(client: {
  firstName: string | null;
  surname: string | null;
  patronymic: string | null;
}): string {
  return [client.surname, client.firstName, client.patronymic].filter(Boolean).join(' ');
}
