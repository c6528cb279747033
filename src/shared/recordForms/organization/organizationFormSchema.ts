import { z } from 'zod/mini';
import type { OrganizationWrite } from '@/api/schemas/organization';
import type { ServerFieldMap } from '@/shared/forms/applyServerErrors';
import type { Translate } from '@/shared/i18n/I18nProvider';
import { checkInn, checkKpp, checkOgrn } from '@/shared/lib/orgNumbers';
import type { organizationMessages } from './messages';

type OrganizationMessageKey = keyof (typeof organizationMessages)['en'];

const NAME_MAX = 255;
// The API stores text fields of up to 255 characters (Laravel's string column).
const ADDRESS_MAX = 255;

/** People paste numbers with spaces ("7707 083893"); the number itself is the digits. */
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

export function organizationFormSchema(t: Translate<OrganizationMessageKey>) {
  const innProblem = { notDigits: t('innNotDigits'), length: t('innLength'), checksum: t('innChecksum') };
  const kppProblem = { length: t('kppLength'), format: t('kppFormat') };
  const ogrnProblem = { notDigits: t('ogrnNotDigits'), length: t('ogrnLength'), checksum: t('ogrnChecksum') };
  const address = z.string().check(z.trim(), z.maxLength(ADDRESS_MAX, t('tooLong', { max: ADDRESS_MAX })));
  return z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t('nameRequired')),
        z.maxLength(NAME_MAX, t('tooLong', { max: NAME_MAX })),
      ),
    // Every number stays a string from input to wire, so a leading 0 is never lost.
    inn: z.pipe(z.string(), z.transform(withoutSpaces)).check(
      z.superRefine((value, context) => {
        const problem = value === '' ? null : checkInn(value);
        if (problem) context.addIssue({ code: 'custom', message: innProblem[problem] });
      }),
    ),
    kpp: z
      .pipe(
        z.string(),
        z.transform((value: string) => withoutSpaces(value).toUpperCase()),
      )
      .check(
        z.superRefine((value, context) => {
          const problem = value === '' ? null : checkKpp(value);
          if (problem) context.addIssue({ code: 'custom', message: kppProblem[problem] });
        }),
      ),
    ogrn: z.pipe(z.string(), z.transform(withoutSpaces)).check(
      z.superRefine((value, context) => {
        const problem = value === '' ? null : checkOgrn(value);
        if (problem) context.addIssue({ code: 'custom', message: ogrnProblem[problem] });
      }),
    ),
    adress: address,
    addressLegal: address,
  });
}

export type OrganizationFormValues = z.output<ReturnType<typeof organizationFormSchema>>;

export const ORGANIZATION_FIELDS = ['name', 'inn', 'kpp', 'ogrn', 'adress', 'addressLegal'] as const;
export type OrganizationField = (typeof ORGANIZATION_FIELDS)[number];

export function isOrganizationField(field: string): field is OrganizationField {
  return (ORGANIZATION_FIELDS as readonly string[]).includes(field);
}

export function emptyOrganizationForm(): OrganizationFormValues {
  return { name: '', inn: '', kpp: '', ogrn: '', adress: '', addressLegal: '' };
}

export const organizationServerFields: ServerFieldMap<OrganizationFormValues> = {
  name: 'name',
  inn: 'inn',
  kpp: 'kpp',
  ogrn: 'ogrn',
  adress: 'adress',
  addressLegal: 'addressLegal',
};

/** Takes the schema's output (numbers without spaces); empty fields are left out. */
export function toOrganizationWrite(values: OrganizationFormValues): OrganizationWrite {
  const write: OrganizationWrite = { name: values.name.trim() };
  for (const field of ['inn', 'kpp', 'ogrn', 'adress', 'addressLegal'] as const) {
    const value = values[field].trim();
    if (value !== '') write[field] = value;
  }
  return write;
}
