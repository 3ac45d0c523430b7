import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { int, text, type UntypedDb } from '../migration-kit.ts';

/**
 * A planned alarm joins the alarm list only when its time comes (RaisedAt, null until then); an absence knows the
 * alarm raised at its end (so deleting the absence withdraws it); a log row carries an event code and parameters
 * so the console can write it in the operator's language (LogText stays English for the existing clients).
 */
export const plannedRaiseAndLogEvents: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('alarms').addColumn('RaisedAt', text).execute();
    await db.updateTable('alarms').set({ RaisedAt: sql.ref('ServerAlarmTime') }).execute();
    await db.schema.alterTable('absences').addColumn('AlarmId', int).execute();
    await db.schema.alterTable('alarm_logs').addColumn('EventCode', text).execute();
    await db.schema.alterTable('alarm_logs').addColumn('EventParams', text).execute();
  },
};
