import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A migration sees the database as it was then (see storage/migrations.ts), so it is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- no schema type fits every migration
type UntypedDb = Kysely<any>;

/** Hosted dictionaries (GET media/dict): one row per text, so a namespace is replaced in one transaction. */
export const dictionariesMigration: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('dictionary_texts')
      .addColumn('Language', 'text', (c) => c.notNull())
      .addColumn('Namespace', 'text', (c) => c.notNull())
      .addColumn('Key', 'text', (c) => c.notNull())
      .addColumn('Text', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dictionary_texts_pk', ['Language', 'Namespace', 'Key'])
      .execute();
  },
};
