import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { schemaSql } from './schema.ts';

export type Db = Database.Database;

export const DATABASE_FILE_NAME = 'sandbox.sqlite';

export function openDatabase(dataDir: string): { db: Db; file: string } {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, DATABASE_FILE_NAME);
  const db = new Database(file);
  // WAL lets a developer inspect the file with the sqlite3 CLI while the sandbox keeps writing.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(schemaSql);
  return { db, file };
}

// A flag rather than "the file did not exist" so a seed interrupted half-way is redone on the next start.
export function isSeeded(db: Db): boolean {
  const row = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seeded_at'").get();
  return row !== undefined;
}

export function markSeeded(db: Db, at: Date): void {
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_at', ?)").run(at.toISOString());
}
