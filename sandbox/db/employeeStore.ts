import type { Db } from './database.ts';

export interface Employee {
  id: number;
  name: string;
  email: string;
}

export class EmployeeStore {
  constructor(private readonly db: Db) {}

  all(): Employee[] {
    return this.db.prepare<[], Employee>('SELECT id, name, email FROM employees ORDER BY id').all();
  }

  exists(id: number): boolean {
    return this.db.prepare('SELECT 1 FROM employees WHERE id = ?').get(id) !== undefined;
  }

  insert(employee: Omit<Employee, 'id'>): number {
    const result = this.db
      .prepare('INSERT INTO employees (name, email) VALUES (?, ?)')
      .run(employee.name, employee.email);
    return Number(result.lastInsertRowid);
  }

  findByEmail(email: string): Employee | undefined {
    return this.db
      .prepare<[string], Employee>('SELECT id, name, email FROM employees WHERE lower(email) = lower(?)')
      .get(email);
  }

  // The login comes from the options, which may change between runs over the same file.
  ensure(email: string, name: string): Employee {
    const found = this.findByEmail(email);
    if (found !== undefined) return found;
    const id = this.insert({ name, email });
    return { id, name, email };
  }
}
