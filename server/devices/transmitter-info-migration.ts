import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * 0013_transmitter_info: what the device info shows (AdditionalInfo: an info text key and two product images) and
 * the number a device is reached on (Callback); empty where unknown, so existing transmitters read as before.
 */
export const transmitterInfo: Migration = {
  // A migration sees the database as it was then, not today's schema types (Kysely's advice), so it is untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: no schema type fits every migration
  async up(db: Kysely<any>) {
    for (const column of ['InfoTranslationKey', 'SmallImageUrl', 'ImageUrl', 'Callback']) {
      await db.schema.alterTable('transmitters').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
    }
  },
};
