import { z } from 'zod/mini';
import { nullableInt, wireInt } from './primitives';

/** Only the id is promised back (spec 4.9). */
export const DealSchema = z.object({
  id: wireInt,
  contact_id: nullableInt,
  org_id: nullableInt,
  userIdOwner: nullableInt,
  funnelStageId: nullableInt,
  locationCityId: nullableInt,
  locationUnitId: nullableInt,
});
export type Deal = z.output<typeof DealSchema>;
export const DealEnvelopeSchema = z.object({ data: DealSchema });

export type DealWrite = {
  contact_id: number;
  funnelStageId: number;
  org_id?: number;
  userIdOwner?: number;
  locationCityId?: number;
  locationUnitId?: number;
};
