import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { prepareDatabase, type DB } from './db.ts';

/** Opens (creating when needed) the database file and makes sure every table exists: the Node runtime's database. */
export function openDatabase(dbPath: string, options: { reset?: boolean } = {}): DB {
  if (dbPath !== ':memory:') {
    mkdirSync(dirname(dbPath), { recursive: true });
    if (options.reset) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
    }
  }
  const db = new Database(dbPath);
  // WAL lets a second process (a test reading the file) look while the server writes.
  db.pragma('journal_mode = WAL');
  prepareDatabase(db);
  return db;
}
