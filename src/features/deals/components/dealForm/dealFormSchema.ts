import { z } from 'zod/mini';
import type { DealWrite } from '@/api/schemas/deal';
import type { Catalogs } from '@/config/runtimeConfig';
import type { ServerFieldMap } from '@/shared/forms/applyServerErrors';
import type { Translate } from '@/shared/i18n/I18nProvider';
import type { dealMessages } from './messages';

type DealMessageKey = keyof (typeof dealMessages)['en'];

/** Pickers hold ids as strings ('' for none), as the select components do. */
export function dealFormSchema(t: Translate<DealMessageKey>, offices: Catalogs['offices']) {
  return z
    .object({
      funnelStageId: z
        .string()
        .check(z.trim(), z.minLength(1, t('stageRequired')), z.regex(/^\d+$/, t('stageIdDigits'))),
      userIdOwner: z.string(),
      locationCityId: z.string(),
      locationUnitId: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.locationUnitId === '' || values.locationCityId === '') return;
        const office = offices.find((entry) => String(entry.id) === values.locationUnitId);
        if (office?.cityId != null && String(office.cityId) !== values.locationCityId) {
          context.addIssue({ code: 'custom', path: ['locationUnitId'], message: t('officeElsewhere') });
        }
      }),
    );
}

export type DealFormValues = z.output<ReturnType<typeof dealFormSchema>>;

export const DEAL_FIELDS = ['funnelStageId', 'userIdOwner', 'locationCityId', 'locationUnitId'] as const;
export type DealField = (typeof DEAL_FIELDS)[number];

/** Each field's label in the deal messages. */
export const DEAL_FIELD_LABELS = {
  funnelStageId: 'funnelStage',
  userIdOwner: 'owner',
  locationCityId: 'city',
  locationUnitId: 'office',
} as const satisfies Record<DealField, string>;

export function isDealField(field: string): field is DealField {
  return (DEAL_FIELDS as readonly string[]).includes(field);
}

export function emptyDealForm(overrides: Partial<DealFormValues> = {}): DealFormValues {
  return { funnelStageId: '', userIdOwner: '', locationCityId: '', locationUnitId: '', ...overrides };
}

/** contact_id and org_id come from earlier steps; their 422s have no field here and go to the summary. */
export const dealServerFields: ServerFieldMap<DealFormValues> = {
  funnelStageId: 'funnelStageId',
  userIdOwner: 'userIdOwner',
  locationCityId: 'locationCityId',
  locationUnitId: 'locationUnitId',
};

export function toDealWrite(
  values: DealFormValues,
  links: { clientId: number; organizationId: number | null },
): DealWrite {
  const write: DealWrite = { contact_id: links.clientId, funnelStageId: Number(values.funnelStageId) };
  if (links.organizationId !== null) write.org_id = links.organizationId;
  if (values.userIdOwner !== '') write.userIdOwner = Number(values.userIdOwner);
  if (values.locationCityId !== '') write.locationCityId = Number(values.locationCityId);
  if (values.locationUnitId !== '') write.locationUnitId = Number(values.locationUnitId);
  return write;
}
