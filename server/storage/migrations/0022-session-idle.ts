import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../migration-kit.ts';

/** When a login was last used (security NM5): one left idle, such as a logout lost offline, ends on its own. */
export const sessionIdleMigration: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('session_families').addColumn('LastActiveAt', 'text').execute();
    await db.updateTable('session_families').set({ LastActiveAt: sql.ref('CreatedAt') }).execute();
  },
};
