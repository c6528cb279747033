import type { Db } from './database.ts';

export interface Organization {
  id: number;
  name: string;
  inn: string | null;
  kpp: string | null;
  ogrn: string | null;
  adress: string | null;
  addressLegal: string | null;
}

export class OrganizationStore {
  constructor(private readonly db: Db) {}

  insert(organization: Omit<Organization, 'id'>): Organization {
    const result = this.db
      .prepare(
        'INSERT INTO organizations (name, inn, kpp, ogrn, adress, address_legal) VALUES (@name, @inn, @kpp, @ogrn, @adress, @addressLegal)',
      )
      .run(organization);
    return { id: Number(result.lastInsertRowid), ...organization };
  }

  exists(id: number): boolean {
    return this.db.prepare('SELECT 1 FROM organizations WHERE id = ?').get(id) !== undefined;
  }
}
