import type { Migration } from 'kysely/migration';
import { int, type SqlDialectName, text, type UntypedDb, withId } from '../migration-kit.ts';

/** Resource calls of an alarm and incident reports attached to alarms. */
export function resourcesAndReports(dialect: SqlDialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema
        .createTable('resource_calls')
        .addColumn('AlarmId', int, (c) => c.notNull())
        .addColumn('Resource', text, (c) => c.notNull())
        .addColumn('Message', text, (c) => c.notNull())
        .addColumn('NotifyOnUpdate', int, (c) => c.notNull().defaultTo(0))
        .addColumn('DeactivateAlarmWhenAllDone', int, (c) => c.notNull().defaultTo(0))
        .addColumn('CalledAt', text, (c) => c.notNull())
        .addPrimaryKeyConstraint('resource_calls_pk', ['AlarmId', 'Resource'])
        .execute();
      await withId(db.schema.createTable('incident_reports'), 'ReportId', dialect)
        .addColumn('AlarmId', int, (c) => c.notNull())
        .addColumn('Text', text, (c) => c.notNull())
        .addColumn('CreatedBy', int, (c) => c.notNull())
        .addColumn('LastUpdated', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('incident_reports_alarm').on('incident_reports').column('AlarmId').execute();
    },
  };
}
