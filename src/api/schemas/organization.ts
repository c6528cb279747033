import { z } from 'zod/mini';
import { nullableString, wireInt } from './primitives';

/** Only the id is promised back (spec 4.8); the rest is read when present. */
export const OrganizationSchema = z.object({
  id: wireInt,
  name: nullableString,
  inn: z.nullish(z.union([z.string(), z.number()])),
  kpp: z.nullish(z.union([z.string(), z.number()])),
  ogrn: z.nullish(z.union([z.string(), z.number()])),
  adress: nullableString,
  addressLegal: nullableString,
});
export type Organization = z.output<typeof OrganizationSchema>;
export const OrganizationEnvelopeSchema = z.object({ data: OrganizationSchema });

/** INN, KPP and OGRN travel as digit strings so leading zeros survive (see docs/api.md, notes). */
export type OrganizationWrite = {
  name: string;
  inn?: string;
  kpp?: string;
  ogrn?: string;
  adress?: string;
  addressLegal?: string;
};
