import type { Migration } from 'kysely/migration';
import { int, type SqlDialectName, text, type UntypedDb, withId } from '../migration-kit.ts';

/**
 * Stored answers keyed by the route pattern and a hash of the request (no URL with its query is kept), numbered so
 * the oldest of a caller can be dropped over the cap, and dated for pruning. The old rows are a 24-hour replay
 * cache: they are dropped, not converted.
 */
export function idempotencyRoutes(dialect: SqlDialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema.dropTable('idempotency').execute();
      await withId(db.schema.createTable('idempotency'), 'Id', dialect)
        .addColumn('Principal', text, (c) => c.notNull())
        .addColumn('IdemKey', text, (c) => c.notNull())
        .addColumn('Route', text, (c) => c.notNull())
        .addColumn('RequestHash', text, (c) => c.notNull())
        .addColumn('Status', int, (c) => c.notNull())
        .addColumn('Body', text, (c) => c.notNull())
        .addColumn('CreatedAt', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('idempotency_key').on('idempotency').columns(['Principal', 'IdemKey']).unique().execute();
      await db.schema.createIndex('idempotency_principal').on('idempotency').columns(['Principal', 'Id']).execute();
      await db.schema.createIndex('idempotency_created').on('idempotency').column('CreatedAt').execute();
    },
  };
}
