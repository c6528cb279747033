import { z } from 'zod';
import { nullableString, wireInt } from './primitives';

/** Only the id is promised back (spec 4.8); the rest is read when present. */
export const OrganizationSchema = z.object({
  id: wireInt,
  name: nullableString,
  inn: z.union([z.string(), z.number()]).nullish(),
  kpp: z.union([z.string(), z.number()]).nullish(),
  ogrn: z.union([z.string(), z.number()]).nullish(),
  adress: nullableString,
  addressLegal: nullableString,
});
export type Organization = z.output<typeof OrganizationSchema>;
export const OrganizationEnvelopeSchema = z.object({ data: OrganizationSchema });

/** INN, KPP and OGRN travel as digit strings so leading zeros survive (see README, API notes). */
export type OrganizationWrite = {
  name: string;
  inn?: string;
  kpp?: string;
  ogrn?: string;
  adress?: string;
  addressLegal?: string;
};
