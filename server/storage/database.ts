import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { migrateToLatest, type SqlDialectName } from './migrations.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

export interface OpenDatabaseOptions {
  /** SQLite file (or ':memory:'); used when `url` is absent. */
  file: string;
  /** A PostgreSQL connection string (DATABASE_URL): several server instances may share that database. */
  url?: string | undefined;
  /** Start from an empty database (end-to-end runs and the bench start from a fresh demo centre). */
  reset?: boolean;
}

export async function openDatabase({ file, url, reset = false }: OpenDatabaseOptions): Promise<Db> {
  const db = url ? await openPostgres(url, reset) : openSqlite(file, reset);
  await migrateToLatest(db, dialectOf(db));
  return db;
}

export function dialectOf(db: Db): SqlDialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// PostgreSQL's codes for a value its column cannot hold: a number wider than the column (a 15-digit id where ids
// are 32-bit), a NUL character in text, a character the encoding lacks.
const REFUSED_VALUE_CODES = new Set(['22003', '22021', '22P05']);

/**
 * The database refused a value the caller sent (see above): no stored row can match it and nothing can store it,
 * so the caller gets a 400, not a 500. SQLite takes all of these.
 */
export function isRefusedValue(error: unknown): boolean {
  return typeof error === 'object' && error !== null && REFUSED_VALUE_CODES.has(String((error as { code?: unknown }).code));
}

function openSqlite(file: string, reset: boolean): Db {
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

// PostgreSQL's count(*) and sums are bigint, which pg hands over as strings; the schema's numbers stay numbers
// (every count here is far below 2^53).
const INT8_OID = 20;
const parseInt8 = (value: string) => Number(value);

async function openPostgres(url: string, reset: boolean): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) } as pg.CustomTypesConfig,
  });
  // An idle client that loses its server (a restart, a failover) emits here; the pool replaces it on next use.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (reset) await sql`drop schema public cascade; create schema public`.execute(db);
  return db;
}
