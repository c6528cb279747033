import type { Db } from './database.ts';

// Wire names (contact_id, org_id) are kept as the API spells them.
export interface Contract {
  id: number;
  contact_id: number;
  org_id: number | null;
  userIdOwner: number | null;
  funnelStageId: number;
  locationCityId: number | null;
  locationUnitId: number | null;
}

export class ContractStore {
  constructor(private readonly db: Db) {}

  insert(contract: Omit<Contract, 'id'>): Contract {
    const result = this.db
      .prepare(
        `INSERT INTO contracts (contact_id, org_id, user_id_owner, funnel_stage_id, location_city_id, location_unit_id)
         VALUES (@contact_id, @org_id, @userIdOwner, @funnelStageId, @locationCityId, @locationUnitId)`,
      )
      .run(contract);
    return { id: Number(result.lastInsertRowid), ...contract };
  }
}
