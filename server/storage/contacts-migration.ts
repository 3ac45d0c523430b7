import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A migration sees the database as it was then (see migrations.ts), so it is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- no schema type fits every migration
type UntypedDb = Kysely<any>;

/**
 * Resource state per contact (calls §4: no resource, not logged in, logged in and active or not) and when a
 * called resource accepted. ResourceLoggedIn null means the contact has no resource to call out.
 */
export const contactsMigration: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('contacts').addColumn('ResourceLoggedIn', 'integer').execute();
    await db.schema.alterTable('contacts').addColumn('ResourceActive', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable('resource_calls').addColumn('AcceptedAt', 'text').execute();
    // Resources seeded before this migration could already be called out: keep them callable, logged in and active.
    await db.updateTable('contacts').set({ ResourceLoggedIn: 1 }).where('IsResource', '=', 1).execute();
  },
};
