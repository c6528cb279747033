import type { Db } from './database.ts';

export interface Client {
  id: number;
  surname: string | null;
  firstName: string;
  patronymic: string | null;
  phone: string;
  email: string | null;
  dob: string | null;
}

const selectList = 'id, surname, first_name AS firstName, patronymic, phone, email, dob';

export class ClientStore {
  constructor(private readonly db: Db) {}

  insert(client: Omit<Client, 'id'>): Client {
    const result = this.db
      .prepare(
        'INSERT INTO clients (surname, first_name, patronymic, phone, email, dob) VALUES (@surname, @firstName, @patronymic, @phone, @email, @dob)',
      )
      .run(client);
    return { id: Number(result.lastInsertRowid), ...client };
  }

  find(id: number): Client | undefined {
    return this.db.prepare<[number], Client>(`SELECT ${selectList} FROM clients WHERE id = ?`).get(id);
  }

  // The oldest match wins so repeated calls keep returning the same client.
  findByPhone(phone: string): Client | undefined {
    return this.db
      .prepare<[string], Client>(`SELECT ${selectList} FROM clients WHERE phone = ? ORDER BY id LIMIT 1`)
      .get(phone);
  }

  exists(id: number): boolean {
    return this.db.prepare('SELECT 1 FROM clients WHERE id = ?').get(id) !== undefined;
  }
}
