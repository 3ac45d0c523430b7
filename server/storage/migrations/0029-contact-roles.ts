import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../migration-kit.ts';

/** Who among the contacts is the nearest relative and who holds a key, shown beside their calling order. */
export const contactRoles: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('contacts').addColumn('NearestRelative', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('contacts').addColumn('KeyHolder', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
