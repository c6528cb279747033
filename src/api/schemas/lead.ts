import { z } from 'zod/mini';
import { nullableInt, nullableNumber, nullableString, unixSeconds, wireInt, wirePhone } from './primitives';

export const ATTRIBUTION_FIELDS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
  'utmReferrer',
  'openstatService',
  'openstatCampaign',
  'openstatAd',
  'openstatSource',
  'from',
  'yclid',
  'ymclid',
  'ymClientId',
  'gclid',
  'yqrid',
  'fbclid',
  'trackerId',
  'referrer',
  'ip',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

const attributionShape = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, nullableString])) as {
  [K in AttributionField]: typeof nullableString;
};

/** A lead as list and read return it (spec 2.1); unknown extra fields are dropped, not refused. */
export const LeadSchema = z.object({
  id: wireInt,
  firstId: nullableInt,
  clientId: nullableInt,
  name: nullableString,
  phone: wirePhone,
  email: nullableString,
  userIdCreate: nullableInt,
  userIdUpdate: nullableInt,
  userIdOwner: nullableInt,
  sourceId: nullableInt,
  funnelStageId: nullableInt,
  remoteId: nullableInt,
  dtCreate: unixSeconds,
  dtUpdate: z.pipe(
    z.nullish(unixSeconds),
    z.transform((value) => value ?? null),
  ),
  locationUnitId: nullableInt,
  locationCityId: nullableInt,
  otherCount: z.pipe(
    z.nullish(wireInt),
    z.transform((value) => value ?? 0),
  ),
  cost: nullableNumber,
  contractId: nullableInt,
  ...attributionShape,
});
export type Lead = z.output<typeof LeadSchema>;

/** Create answers `{data}` (full variant) or `{data, success: true}` (earlier variant). */
export const LeadEnvelopeSchema = z.object({ data: LeadSchema, success: z.optional(z.boolean()) });

const pageLinkSchema = z.object({
  url: z.nullable(z.string()),
  label: z.string(),
  active: z.boolean(),
});

/** A list page with its rows unread: listLeads parses them a slice at a time (api/parseInSlices.ts). */
export const LeadPageFrameSchema = z.object({
  data: z.array(z.unknown()),
  links: z.optional(
    z.partial(
      z.object({
        first: z.nullable(z.string()),
        last: z.nullable(z.string()),
        prev: z.nullable(z.string()),
        next: z.nullable(z.string()),
      }),
    ),
  ),
  meta: z.object({
    current_page: wireInt,
    from: nullableInt,
    last_page: wireInt,
    per_page: wireInt,
    to: nullableInt,
    total: wireInt,
    path: z.optional(z.string()),
    links: z.optional(z.array(pageLinkSchema)),
  }),
});
export const LeadPageSchema = z.extend(LeadPageFrameSchema, { data: z.array(LeadSchema) });
export type LeadPage = z.output<typeof LeadPageSchema>;

/** What create and update accept (spec 4.4, 4.5). Ids go as integers, every label as a string. */
export type LeadWrite = Partial<{
  name: string | null;
  phone: string | null;
  email: string | null;
  userIdOwner: number | null;
  sourceId: number | string | null;
  remoteId: number | null;
  locationUnitId: number | null;
  locationCityId: number | null;
  funnelStageId: number | null;
  cost: number | null;
}> &
  Partial<Record<AttributionField, string | null>>;
