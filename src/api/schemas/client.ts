import { z } from 'zod/mini';
import { nullableString, wireInt, wirePhone } from './primitives';

export const ClientSchema = z.object({
  id: wireInt,
  surname: nullableString,
  firstName: nullableString,
  patronymic: nullableString,
  phone: wirePhone,
  email: nullableString,
  dob: nullableString,
});
export type Client = z.output<typeof ClientSchema>;
export const ClientEnvelopeSchema = z.object({ data: ClientSchema });

export type ClientWrite = {
  firstName: string;
  phone: string;
  surname?: string;
  patronymic?: string;
  email?: string;
  /** YYYY-MM-DD */
  dob?: string;
};
