import type Database from 'better-sqlite3';
import type { Db } from './database.ts';
import {
  type LeadInsert,
  type LeadRecord,
  type LeadValues,
  leadColumn,
  leadInsertFields,
} from './leadColumns.ts';

export interface LeadFilter {
  createdFrom: number | null;
  createdTo: number | null;
}

const selectList = [
  'l.id AS id',
  ...leadInsertFields.map((field) => `l.${leadColumn(field)} AS "${field}"`),
  // Computed on read so they stay right after a PUT changes a phone or e-mail.
  `(SELECT MIN(o.id) FROM leads o WHERE o.id < l.id AND (o.phone = l.phone OR o.email = l.email)) AS firstId`,
  `(SELECT COUNT(*) FROM leads o WHERE o.id <> l.id AND (o.phone = l.phone OR o.email = l.email)) AS otherCount`,
].join(', ');

function whereClause(filter: LeadFilter): { sql: string; params: number[] } {
  const conditions: string[] = [];
  const params: number[] = [];
  if (filter.createdFrom !== null) {
    conditions.push('l.dt_create >= ?');
    params.push(filter.createdFrom);
  }
  if (filter.createdTo !== null) {
    conditions.push('l.dt_create <= ?');
    params.push(filter.createdTo);
  }
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export class LeadStore {
  private readonly insertStatement;
  private readonly findStatement;
  // The filter yields a handful of SQL variants; preparing each once keeps list requests cheap.
  private readonly statements = new Map<string, Database.Statement<unknown[], unknown>>();

  constructor(private readonly db: Db) {
    const columns = leadInsertFields.map((field) => leadColumn(field)).join(', ');
    const placeholders = leadInsertFields.map((field) => `@${field}`).join(', ');
    this.insertStatement = db.prepare<[LeadInsert]>(
      `INSERT INTO leads (${columns}) VALUES (${placeholders})`,
    );
    this.findStatement = db.prepare<[number], LeadRecord>(`SELECT ${selectList} FROM leads l WHERE l.id = ?`);
  }

  insert(lead: LeadInsert): number {
    return Number(this.insertStatement.run(lead).lastInsertRowid);
  }

  find(id: number): LeadRecord | undefined {
    return this.findStatement.get(id);
  }

  count(filter: LeadFilter): number {
    const where = whereClause(filter);
    const row = this.statement(`SELECT COUNT(*) AS total FROM leads l ${where.sql}`).get(...where.params) as
      | { total: number }
      | undefined;
    return row?.total ?? 0;
  }

  list(filter: LeadFilter, limit: number, offset: number): LeadRecord[] {
    const where = whereClause(filter);
    const sql = `SELECT ${selectList} FROM leads l ${where.sql} ORDER BY l.dt_create DESC, l.id DESC LIMIT ? OFFSET ?`;
    return this.statement(sql).all(...where.params, limit, offset) as LeadRecord[];
  }

  private statement(sql: string): Database.Statement<unknown[], unknown> {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  update(id: number, changes: Partial<LeadValues>, meta: { userIdUpdate: number; dtUpdate: number }): void {
    const fields = Object.keys(changes) as (keyof LeadValues)[];
    const assignments = [...fields.map((field) => `${leadColumn(field)} = @${field}`)];
    assignments.push('user_id_update = @userIdUpdate', 'dt_update = @dtUpdate');
    this.db
      .prepare<[Record<string, unknown>]>(`UPDATE leads SET ${assignments.join(', ')} WHERE id = @id`)
      .run({ ...changes, ...meta, id });
  }
}
