import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type Db = Kysely<Database>;

export interface OpenDatabaseOptions {
  file: string;
  /** Delete the file first (end-to-end runs start from a fresh demo centre). */
  reset?: boolean;
}

export async function openDatabase({ file, reset = false }: OpenDatabaseOptions): Promise<Db> {
  if (file !== ':memory:') {
    if (reset) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    }
    mkdirSync(dirname(file), { recursive: true });
  }
  const sqlite = new SqliteDatabase(file);
  // WAL keeps readers going during writes and makes a kill mid-write recoverable.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  await migrateToLatest(db, 'sqlite');
  return db;
}
