import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('statement cache', () => {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');

  it('reuses the statement of a query it has prepared, and still answers with current rows', () => {
    const db = withStatementCache(sqlite);
    const first = db.prepare('select n from t where n > ?');
    expect(first.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare('select n from t where n > ?')).toBe(first);
    expect(db.prepare('select n from t where n > ?').all([2])).toEqual([{ n: 3 }]);
  });

  it('gives a fresh statement while the cached one is still iterating', () => {
    const db = withStatementCache(sqlite);
    const outer = db.prepare('select n from t order by n');
    const seen: number[] = [];
    for (const row of outer.iterate([]) as Iterable<{ n: number }>) {
      seen.push(row.n, ...(db.prepare('select n from t order by n').all([]) as { n: number }[]).map((r) => r.n));
    }
    expect(seen).toEqual([1, 1, 2, 3, 2, 1, 2, 3, 3, 1, 2, 3]);
  });

  it('keeps at most its capacity of statements, dropping the oldest', () => {
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 3');
    expect(db.prepare('select 1')).not.toBe(a);
  });
});
