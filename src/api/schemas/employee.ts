import { z } from 'zod/mini';
import { nullableString, wireInt } from './primitives';

/** GET /user/all-list is not documented; we take `{data: [{id, name, email}]}` (docs/api.md, notes). */
export const EmployeeSchema = z.object({
  id: wireInt,
  name: z.string(),
  email: nullableString,
});
export type Employee = z.output<typeof EmployeeSchema>;
export const EmployeeListSchema = z.object({ data: z.array(EmployeeSchema) });
