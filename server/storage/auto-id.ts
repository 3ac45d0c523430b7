import type { CreateTableBuilder } from 'kysely';

export type SqlDialectName = 'sqlite' | 'postgres';

/** An auto-numbered primary key: the one column type that differs between the engines we target. */
export function withId<T extends string>(table: CreateTableBuilder<T>, column: string, dialect: SqlDialectName) {
  return dialect === 'postgres'
    ? table.addColumn(column, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}
