import { z } from 'zod/mini';

/** An integer id that some back ends send as a numeric string. */
export const wireInt = z.union([
  z.int(),
  z.pipe(
    z.string().check(z.regex(/^-?\d+$/)),
    z.transform((text) => Number(text)),
  ),
]);

/** Absent and null both mean "empty": the rest of the app only sees null. */
function nullWhenAbsent<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? null),
  );
}

export const nullableInt = nullWhenAbsent(wireInt);

export const nullableString = nullWhenAbsent(z.string());

/** Money may come as a number or as a decimal string (Laravel's decimal cast). */
export const nullableNumber = nullWhenAbsent(
  z.union([
    z.number(),
    z.pipe(
      z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
      z.transform((text) => Number(text)),
    ),
  ]),
);

/** The range a JS Date can hold, in seconds: anything beyond would throw when shown or exported. */
const MAX_UNIX_SECONDS = 8_640_000_000_000 / 1000;

/** Unix seconds; the earlier create variant sends ISO 8601 strings instead. */
export const unixSeconds = z.union([
  z.number().check(z.gte(-MAX_UNIX_SECONDS), z.lte(MAX_UNIX_SECONDS)),
  z.pipe(
    z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'expected an ISO 8601 date')),
    z.transform((text) => Math.floor(Date.parse(text) / 1000)),
  ),
]);

/** Phone is a JSON number in list and read and a string in create: the app always sees a string. */
export const wirePhone = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value) => (value === null || value === undefined || value === '' ? null : String(value))),
);
