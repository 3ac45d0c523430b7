import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// A migration sees the database as it was then (see migrations.ts), so it is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- no schema type fits every migration
type UntypedDb = Kysely<any>;

/** When a login was last used (security NM5): one left idle, such as a logout lost offline, ends on its own. */
export const sessionIdleMigration: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('session_families').addColumn('LastActiveAt', 'text').execute();
    await db.updateTable('session_families').set({ LastActiveAt: sql.ref('CreatedAt') }).execute();
  },
};
