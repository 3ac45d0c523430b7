import { Migrator, type Migration } from 'kysely/migration';
import { auditMigration } from '../audit/audit-migration.ts';
import { camerasMigration } from '../cameras/camera-migration.ts';
import { commandDetails } from '../devices/command-migration.ts';
import { transmitterInfo } from '../devices/transmitter-info-migration.ts';
import { dictionariesMigration, dictionaryVersionsMigration } from '../dictionaries/dictionary-migration.ts';
import { personRecordsMigration } from '../media/records-migration.ts';
import { planningMigration } from '../planning/planning-store.ts';
import { browserLogUploadsMigration } from '../support/browser-log-migration.ts';
import { supportMigration } from '../support/support-migration.ts';
import { systemTestResultsMigration } from '../support/system-test-migration.ts';
import { contactsMigration } from './migrations/0014-contacts.ts';
import type { SqlDialectName, UntypedDb } from './migration-kit.ts';
import { initial } from './migrations/0001-initial.ts';
import { reminderAndAcknowledgement } from './migrations/0002-reminder-acknowledgement.ts';
import { resourcesAndReports } from './migrations/0003-resources-reports.ts';
import { groupMembersByGroup } from './migrations/0004-group-members-by-group.ts';
import { sessionFamilies } from './migrations/0005-session-families.ts';
import { groupAccess } from './migrations/0006-group-access.ts';
import { idempotencyRoutes } from './migrations/0007-idempotency-routes.ts';
import { socketTickets } from './migrations/0008-socket-tickets.ts';
import { plannedRaiseAndLogEvents } from './migrations/0009-planned-raise-log-events.ts';
import { calls } from './migrations/0010-calls.ts';
import { alarmTextCodes } from './migrations/0028-alarm-text-codes.ts';
import { contactRoles } from './migrations/0029-contact-roles.ts';
import { answerTimes } from './migrations/0030-answer-times.ts';
import { alarmRaisedIndex } from './migrations/0031-alarm-raised-index.ts';
import { dc09Migration } from '../dc09/dc09-migration.ts';
import { sessionIdleMigration } from './migrations/0022-session-idle.ts';

export type { SqlDialectName } from './migration-kit.ts';

/**
 * The schema's versions: the server's own in `migrations/`, one file each; a feature's own migration lives in its
 * feature folder (cameras, planning, support, ...) and is listed here in its place.
 */
/** Every schema version, oldest first. Append new ones; never edit a released migration. */
export function migrations(dialect: SqlDialectName): Record<string, Migration> {
  return {
    '0001_initial': initial(dialect),
    '0002_reminder_acknowledgement': reminderAndAcknowledgement,
    '0003_resources_reports': resourcesAndReports(dialect),
    '0004_group_members_by_group': groupMembersByGroup,
    '0005_session_families': sessionFamilies,
    '0006_group_access': groupAccess,
    '0007_idempotency_routes': idempotencyRoutes(dialect),
    '0008_socket_tickets': socketTickets,
    '0009_planned_raise_log_events': plannedRaiseAndLogEvents,
    '0010_calls': calls,
    '0011_cameras': camerasMigration(dialect),
    '0012_command_details': commandDetails,
    '0013_transmitter_info': transmitterInfo,
    '0014_contacts': contactsMigration,
    '0019_planning': planningMigration,
    '0020_support': supportMigration,
    '0021_dictionaries': dictionariesMigration,
    '0022_session_idle': sessionIdleMigration,
    '0023_dictionary_versions': dictionaryVersionsMigration(dialect),
    '0024_audit_events': auditMigration(dialect),
    '0025_browser_log_uploads': browserLogUploadsMigration,
    '0026_person_records': personRecordsMigration(dialect),
    '0027_system_test_results': systemTestResultsMigration,
    '0028_alarm_text_codes': alarmTextCodes,
    '0029_contact_roles': contactRoles,
    '0030_answer_times': answerTimes,
    '0031_alarm_raised_index': alarmRaisedIndex,
    '0032_dc09': dc09Migration,
  };
}

export async function migrateToLatest(db: UntypedDb, dialect: SqlDialectName): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
