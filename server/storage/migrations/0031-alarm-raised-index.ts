import type { Migration } from 'kysely/migration';
import type { UntypedDb } from '../migration-kit.ts';

/** The flood watch counts the alarms that joined the list in the last minute every few seconds: by index, not by scan. */
export const alarmRaisedIndex: Migration = {
  async up(db: UntypedDb) {
    await db.schema.createIndex('alarms_raised_at').on('alarms').column('RaisedAt').execute();
  },
};
