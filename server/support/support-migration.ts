import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A migration sees the database as it was then (see migrations.ts), so it is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- no schema type fits every migration
type UntypedDb = Kysely<any>;

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
