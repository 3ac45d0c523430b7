import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The better-sqlite3 database as Kysely's SQLite dialect sees it, with prepared statements kept per SQL text.
 * Kysely prepares every query again (about a fifth of the server's CPU under ingest with fan-out); the compiled SQL
 * of a query shape is stable, so the statement is reused. Queries stay plain Kysely, portable to PostgreSQL.
 * A statement still iterating (a streamed query) is busy: that caller gets a fresh one.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database, capacity = 500): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      // Queries with `in (...)` lists vary in length, so the cache is bounded: the oldest statement goes first (the
      // hot shapes come back at once; tracking recency would cost every hit two more lookups).
      if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
  };
}
