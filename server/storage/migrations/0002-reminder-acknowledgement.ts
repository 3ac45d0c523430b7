import type { Migration } from 'kysely/migration';
import { text, type UntypedDb } from '../migration-kit.ts';

/**
 * The NotifyAfter value a reminder push was last sent for (each reminder is pushed once), and the text the
 * acknowledgement modal shows.
 */
export const reminderAndAcknowledgement: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('alarms').addColumn('ReminderSentFor', text).execute();
    await db.schema.alterTable('alarms').addColumn('AcknowledgementText', text, (c) => c.notNull().defaultTo('')).execute();
  },
};
