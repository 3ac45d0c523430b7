import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../storage/migration-kit.ts';

/** The latest browser log each operator uploaded (api/debug/log), for the support page. */
export const supportMigration: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('browser_logs')
      .addColumn('RespondentId', 'integer', (c) => c.primaryKey())
      .addColumn('Username', 'text', (c) => c.notNull())
      .addColumn('Data', 'text', (c) => c.notNull())
      .addColumn('ReceivedAt', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: UntypedDb) {
    await db.schema.dropTable('browser_logs').execute();
  },
};
