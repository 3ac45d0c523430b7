import type { Migration } from 'kysely/migration';
import { text, type UntypedDb } from '../migration-kit.ts';

/** An alarm text the server raised itself also carries its code, for the console to translate (qa-supervisor P2-15). */
export const alarmTextCodes: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('alarms').addColumn('AlarmTextCode', text).execute();
    await db.schema.alterTable('alarms').addColumn('AlarmTextParams', text).execute();
  },
};
