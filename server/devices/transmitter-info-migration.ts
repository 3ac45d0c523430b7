import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../storage/migration-kit.ts';

/**
 * 0013_transmitter_info: what the device info shows (AdditionalInfo: an info text key and two product images) and
 * the number a device is reached on (Callback); empty where unknown, so existing transmitters read as before.
 */
export const transmitterInfo: Migration = {
  async up(db: UntypedDb) {
    for (const column of ['InfoTranslationKey', 'SmallImageUrl', 'ImageUrl', 'Callback']) {
      await db.schema.alterTable('transmitters').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
    }
  },
};
