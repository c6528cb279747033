import { z } from 'zod';

/** An integer id that some back ends send as a numeric string. */
export const wireInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/** Absent and null both mean "empty": the rest of the app only sees null. */
export const nullableInt = wireInt.nullish().transform((value) => value ?? null);

export const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** Money may come as a number or as a decimal string (Laravel's decimal cast). */
export const nullableNumber = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish()
  .transform((value) => value ?? null);

/** The range a JS Date can hold, in seconds: anything beyond would throw when shown or exported. */
const MAX_UNIX_SECONDS = 8_640_000_000_000 / 1000;

/** Unix seconds; the earlier create variant sends ISO 8601 strings instead. */
export const unixSeconds = z.union([
  z.number().min(-MAX_UNIX_SECONDS).max(MAX_UNIX_SECONDS),
  z
    .string()
    .refine((text) => !Number.isNaN(Date.parse(text)), 'expected an ISO 8601 date')
    .transform((text) => Math.floor(Date.parse(text) / 1000)),
]);

/** Phone is a JSON number in list and read and a string in create: the app always sees a string. */
export const wirePhone = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));
