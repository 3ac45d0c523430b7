import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../migration-kit.ts';

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
