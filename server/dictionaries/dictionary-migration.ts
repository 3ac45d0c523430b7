import type { Migration } from 'kysely/migration';
import { type SqlDialectName, type UntypedDb, withId } from '../storage/migration-kit.ts';

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

/** The versions of each hosted namespace (security #NM3): who changed which keys when, and the texts to revert to. */
export function dictionaryVersionsMigration(dialect: SqlDialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await withId(db.schema.createTable('dictionary_versions'), 'Id', dialect)
        .addColumn('Language', 'text', (c) => c.notNull())
        .addColumn('Namespace', 'text', (c) => c.notNull())
        .addColumn('Texts', 'text', (c) => c.notNull())
        .addColumn('ChangedKeys', 'text', (c) => c.notNull())
        .addColumn('RespondentId', 'integer')
        .addColumn('Username', 'text')
        .addColumn('At', 'text', (c) => c.notNull())
        .addColumn('RevertOf', 'integer')
        .execute();
      await db.schema.createIndex('dictionary_versions_namespace').on('dictionary_versions').columns(['Language', 'Namespace', 'Id']).execute();
    },
  };
}
